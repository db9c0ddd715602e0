import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { AddJobContactDocument, DeleteJobContactDocument, UpdateJobContactDocument } from '../../../generated/graphql';
import { apiError } from '../../../test/factories';
import {
  answerConfirmation,
  APPLIED_JOB_ID,
  contactsMock,
  createContact,
  mutationMock,
  renderAppliedJob,
} from './applied-job-test-utils';

const NEW_CONTACT = { name: 'Grace Hopper', email: 'grace@acme.example.com', jobTitle: '', linkedInUrl: '', twitterUrl: '' };

async function openContacts(user: UserEvent) {
  await user.click(await screen.findByRole('tab', { name: 'Contacts' }));
}

async function fillContactForm(user: UserEvent, form: HTMLElement, values: Partial<Record<'Name' | 'Email' | 'Job title' | 'LinkedIn URL', string>>) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(within(form).getByRole('textbox', { name: new RegExp(`^${label}`) }), value);
  }
}

describe('applied job: contacts', () => {
  it('says so when there are no contacts', async () => {
    const user = userEvent.setup();
    renderAppliedJob({ mocks: [contactsMock([])] });

    await openContacts(user);

    expect(await screen.findByText('No contacts yet. Add the people you talk to about this job.')).toBeInTheDocument();
  });

  it('requires a name and an email before saving', async () => {
    const user = userEvent.setup();
    renderAppliedJob({ mocks: [contactsMock([])] });
    await openContacts(user);

    await user.click(await screen.findByRole('button', { name: 'Add contact' }));
    const form = screen.getByRole('form', { name: 'Add contact' });
    await fillContactForm(user, form, { 'Job title': 'Recruiter' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(within(form).getByText('Please provide the contact name')).toBeInTheDocument();
    expect(within(form).getByText('Please provide the contact email')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');

    // A name alone is still not enough.
    await fillContactForm(user, form, { Name: 'Grace Hopper' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).queryByText('Please provide the contact name')).not.toBeInTheDocument();
    expect(within(form).getByText('Please provide the contact email')).toBeInTheDocument();
    expect(screen.queryByText('Contact saving failed')).not.toBeInTheDocument();
  });

  it('adds a contact and shows it in the reloaded list', async () => {
    const user = userEvent.setup();
    const added = createContact({ ...NEW_CONTACT, jobTitle: 'Recruiter', linkedInUrl: 'https://www.linkedin.com/in/grace' });
    renderAppliedJob({
      mocks: [
        contactsMock([]),
        mutationMock(
          AddJobContactDocument,
          { appliedJobId: APPLIED_JOB_ID, input: { ...NEW_CONTACT, jobTitle: 'Recruiter', linkedInUrl: 'https://www.linkedin.com/in/grace' } },
          { data: { addJobContact: added } },
        ),
        contactsMock([added]),
      ],
    });
    await openContacts(user);

    await user.click(await screen.findByRole('button', { name: 'Add contact' }));
    const form = screen.getByRole('form', { name: 'Add contact' });
    await fillContactForm(user, form, {
      Name: 'Grace Hopper',
      Email: 'grace@acme.example.com',
      'Job title': 'Recruiter',
      'LinkedIn URL': 'https://www.linkedin.com/in/grace',
    });
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Contact saved successfully')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Contacts' });
    expect(within(list).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'grace@acme.example.com' })).toHaveAttribute('href', 'mailto:grace@acme.example.com');
    expect(within(list).getByRole('link', { name: 'LinkedIn profile of Grace Hopper' })).toHaveAttribute('href', 'https://www.linkedin.com/in/grace');
  });

  it("shows the server's objection beside the form and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderAppliedJob({
      mocks: [
        contactsMock([]),
        mutationMock(
          AddJobContactDocument,
          { appliedJobId: APPLIED_JOB_ID, input: { ...NEW_CONTACT, email: 'grace-at-acme' } },
          apiError('Please provide a valid contact email', 'BAD_USER_INPUT', 400),
        ),
      ],
    });
    await openContacts(user);

    await user.click(await screen.findByRole('button', { name: 'Add contact' }));
    const form = screen.getByRole('form', { name: 'Add contact' });
    await fillContactForm(user, form, { Name: 'Grace Hopper', Email: 'grace-at-acme' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText('Please provide a valid contact email')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Email/ })).toHaveValue('grace-at-acme');
    expect(screen.queryByText('Contact saving failed')).not.toBeInTheDocument();
  });

  it('says saving failed when the server fails', async () => {
    const user = userEvent.setup();
    renderAppliedJob({
      mocks: [
        contactsMock([]),
        mutationMock(AddJobContactDocument, { appliedJobId: APPLIED_JOB_ID, input: NEW_CONTACT }, apiError('Boom', 'INTERNAL_SERVER_ERROR', 500)),
      ],
    });
    await openContacts(user);

    await user.click(await screen.findByRole('button', { name: 'Add contact' }));
    const form = screen.getByRole('form', { name: 'Add contact' });
    await fillContactForm(user, form, { Name: 'Grace Hopper', Email: 'grace@acme.example.com' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Contact saving failed')).toBeInTheDocument();
  });

  it('edits a contact through the same form', async () => {
    const user = userEvent.setup();
    const contact = createContact({ name: 'Grace Hopper', jobTitle: 'Engineering Manager' });
    const values = { name: contact.name, email: contact.email, jobTitle: 'VP Engineering', linkedInUrl: '', twitterUrl: '' };
    renderAppliedJob({
      mocks: [
        contactsMock([contact]),
        mutationMock(UpdateJobContactDocument, { appliedJobId: APPLIED_JOB_ID, id: contact._id, input: values }, {
          data: { updateJobContact: { ...contact, ...values } },
        }),
      ],
    });
    await openContacts(user);

    await user.click(await screen.findByRole('button', { name: 'Edit contact Grace Hopper' }));
    const form = screen.getByRole('form', { name: 'Edit contact' });
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('Grace Hopper');
    const jobTitle = within(form).getByRole('textbox', { name: 'Job title' });
    await user.clear(jobTitle);
    await user.type(jobTitle, 'VP Engineering');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Contact updated successfully')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Contacts' })).getByText('VP Engineering')).toBeInTheDocument();
  });

  it('deletes a contact after the confirmation', async () => {
    const user = userEvent.setup();
    const contact = createContact({ name: 'Grace Hopper' });
    renderAppliedJob({
      mocks: [
        contactsMock([contact]),
        mutationMock(DeleteJobContactDocument, { appliedJobId: APPLIED_JOB_ID, id: contact._id }, { data: { deleteJobContact: true } }),
        contactsMock([]),
      ],
    });
    await openContacts(user);

    await user.click(await screen.findByRole('button', { name: 'Delete contact Grace Hopper' }));
    await answerConfirmation(user, 'Do you really want to delete this contact ?', 'Ok');

    expect(await screen.findByText('Contact deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument());
  });

  it('says deletion failed when the server fails', async () => {
    const user = userEvent.setup();
    const contact = createContact({ name: 'Grace Hopper' });
    renderAppliedJob({
      mocks: [
        contactsMock([contact]),
        mutationMock(DeleteJobContactDocument, { appliedJobId: APPLIED_JOB_ID, id: contact._id }, apiError('Boom', 'INTERNAL_SERVER_ERROR', 500)),
      ],
    });
    await openContacts(user);

    await user.click(await screen.findByRole('button', { name: 'Delete contact Grace Hopper' }));
    await answerConfirmation(user, 'Do you really want to delete this contact ?', 'Ok');

    expect(await screen.findByText('Contact deletion failed')).toBeInTheDocument();
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
  });

  it('pages contacts by five', async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: 5 }, (_, i) => createContact({ name: `Contact ${i + 1}` }));
    renderAppliedJob({
      mocks: [contactsMock(firstPage, { total: 7 }), contactsMock([createContact({ name: 'Contact 6' }), createContact({ name: 'Contact 7' })], { page: 2, total: 7 })],
    });
    await openContacts(user);

    await user.click(within(await screen.findByRole('navigation', { name: 'pagination' })).getByRole('button', { name: 'Go to page 2' }));

    expect(await screen.findByText('Contact 7')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Contacts' })).getAllByRole('listitem')).toHaveLength(2);
  });
});
