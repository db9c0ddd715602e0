import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { apiError } from '../../../test/factories';
import { TrackJobDocument } from '../../../generated/graphql';
import { today } from '../utils/track-job-form';
import { createPreview, previewMock, renderTrackJobDialog, STATUSES, trackJobMock } from './track-job-test-utils';

const dialog = () => screen.getByRole('dialog', { name: 'Add job' });
const field = (name: string) => within(dialog()).getByRole('textbox', { name });

async function openForm(props: Parameters<typeof renderTrackJobDialog>[0] = {}) {
  const view = renderTrackJobDialog(props);
  await screen.findByRole('dialog', { name: 'Add job' });
  return view;
}

async function pick(user: UserEvent, list: string, option: string) {
  await user.click(within(dialog()).getByRole('combobox', { name: list }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillJob(user: UserEvent) {
  await user.type(field('Link to the job'), 'https://www.linkedin.com/jobs/view/123');
  await user.type(field('Job title'), 'Platform Engineer');
  await user.type(field('Company'), 'Globex');
  await user.type(field('Location'), 'Berlin');
  await user.type(field('Pay'), '€70k a year');
  await pick(user, 'Employment type', 'Full-time');
  await user.type(field('Where you found it'), 'LinkedIn');
  await user.type(field('Description'), 'Run the platform.');
}

const JOB = {
  applyUrl: 'https://www.linkedin.com/jobs/view/123',
  jobTitle: 'Platform Engineer',
  companyName: 'Globex',
  location: 'Berlin',
  salary: '€70k a year',
  employmentType: 'full-time',
  source: 'LinkedIn',
  description: 'Run the platform.',
};

describe('the Add job form', () => {
  it('asks for the link first, then the job, then whether the user applied', async () => {
    await openForm();

    const inOrder = [
      field('Link to the job'),
      field('Job title'),
      field('Company'),
      field('Location'),
      field('Pay'),
      within(dialog()).getByRole('combobox', { name: 'Employment type' }),
      field('Where you found it'),
      field('Description'),
      screen.getByRole('radio', { name: 'I applied' }),
      screen.getByRole('radio', { name: 'Saved for later' }),
      screen.getByLabelText(/^Applied on/),
      within(dialog()).getByRole('combobox', { name: 'Status' }),
    ];
    inOrder.slice(1).forEach((element, index) => expect(inOrder[index].compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy());
    expect(within(dialog()).getAllByRole('textbox')[0]).toBe(field('Link to the job'));
    expect(field('Link to the job')).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'I applied' })).toBeChecked();
    expect(screen.getByLabelText(/^Applied on/)).toHaveValue(today());
    expect(within(dialog()).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Applied');
  });

  it('says beside each field what the shared rules refuse, and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = jest.fn();
    await openForm({ mocks: [trackJobMock({ job: {}, appliedAt: today(), status: STATUSES[0]._id }, sent)] });

    await user.type(field('Link to the job'), 'ftp://example.com/job');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    expect(await within(dialog()).findByText('Please provide the job title')).toBeInTheDocument();
    expect(field('Job title')).toHaveAccessibleDescription('Please provide the job title');
    expect(field('Company')).toHaveAccessibleDescription('Please provide the company');
    expect(field('Link to the job')).toHaveAccessibleDescription('Please provide the job’s address, starting with http:// or https://');
    expect(field('Job title')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).not.toHaveBeenCalled();
  });

  it('refuses a day in the future', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.type(field('Job title'), 'Platform Engineer');
    await user.type(field('Company'), 'Globex');

    fireEvent.change(screen.getByLabelText(/^Applied on/), { target: { value: '2999-01-01' } });
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    expect(await within(dialog()).findByText('Please give a date between 2000 and today')).toBeInTheDocument();
  });

  it('sends an application with its day and status, says so and closes', async () => {
    const user = userEvent.setup();
    const sent = jest.fn();
    const { onClose } = await openForm({
      status: STATUSES[1]._id,
      mocks: [
        // The link leads to a sign-in wall, not a job: nothing is filled in, and the job counts as typed in.
        previewMock(JOB.applyUrl, createPreview(JOB.applyUrl, { job: { jobTitle: 'Sign in', companyName: null, location: null, description: null, employmentType: null, source: 'LinkedIn', isJobPage: false } })),
        trackJobMock({ job: JOB, appliedAt: '2025-03-05', status: STATUSES[1]._id }, sent),
      ],
    });
    expect(within(dialog()).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Interviewing');

    await fillJob(user);
    fireEvent.change(screen.getByLabelText(/^Applied on/), { target: { value: '2025-03-05' } });
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Added Platform Engineer at Globex')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledWith({ job: JOB, appliedAt: '2025-03-05', status: STATUSES[1]._id });
    expect(onClose).toHaveBeenCalled();
  });

  it('sends a job saved for later with no day or status, and only the fields filled in', async () => {
    const user = userEvent.setup();
    const sent = jest.fn();
    const { onClose } = await openForm({ mocks: [trackJobMock({ job: { jobTitle: 'Data Engineer', companyName: 'Initech' }, saved: true }, sent)] });

    await user.type(field('Job title'), '  Data Engineer ');
    await user.type(field('Company'), 'Initech');
    await user.click(screen.getByRole('radio', { name: 'Saved for later' }));
    expect(screen.queryByLabelText(/^Applied on/)).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Added Data Engineer at Initech')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledWith({ job: { jobTitle: 'Data Engineer', companyName: 'Initech' }, saved: true });
    expect(onClose).toHaveBeenCalled();
  });

  it('starts saved for later when opened from the Saved column', async () => {
    await openForm({ saved: true });

    expect(screen.getByRole('radio', { name: 'Saved for later' })).toBeChecked();
    expect(screen.queryByLabelText(/^Applied on/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal beside the field it names, and stays open", async () => {
    const user = userEvent.setup();
    const { onClose } = await openForm({
      mocks: [
        {
          request: { query: TrackJobDocument, variables: { job: { jobTitle: 'Platform Engineer', companyName: 'Globex' }, appliedAt: today(), status: STATUSES[0]._id } },
          result: apiError('companyName: please keep the company under 200 characters', 'BAD_USER_INPUT', 400),
        },
      ],
    });

    await user.type(field('Job title'), 'Platform Engineer');
    await user.type(field('Company'), 'Globex');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    expect(await within(dialog()).findByText('Please keep the company under 200 characters')).toBeInTheDocument();
    expect(field('Company')).toHaveAccessibleDescription('Please keep the company under 200 characters');
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    ['a refusal that names no field', { result: apiError('Please choose a valid job status', 'BAD_USER_INPUT', 400) }, 'Please choose a valid job status'],
    ['a failure', { error: new Error('Network down') }, 'Something went wrong, Please try again after sometime'],
  ])("shows %s as the form's alert", async (_case, answer, shown) => {
    const user = userEvent.setup();
    await openForm({
      mocks: [
        {
          request: { query: TrackJobDocument, variables: { job: { jobTitle: 'Platform Engineer', companyName: 'Globex' }, appliedAt: today(), status: STATUSES[0]._id } },
          ...answer,
        },
      ],
    });

    await user.type(field('Job title'), 'Platform Engineer');
    await user.type(field('Company'), 'Globex');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(shown);
  });

  it('closes on Cancel without saving', async () => {
    const user = userEvent.setup();
    const { onClose } = await openForm();

    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));

    expect(onClose).toHaveBeenCalled();
  });
});
