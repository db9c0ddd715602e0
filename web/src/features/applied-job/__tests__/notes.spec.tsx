import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { AddJobNoteDocument, DeleteJobContactDocument, DeleteJobNoteDocument, UpdateJobNoteDocument } from '../../../generated/graphql';
import { apiError } from '../../../test/factories';
import { answerConfirmation, APPLIED_JOB_ID, createNote, mutationMock, notesMock, renderAppliedJob } from './applied-job-test-utils';

async function openNotes(user: UserEvent) {
  await user.click(await screen.findByRole('tab', { name: 'Notes' }));
}

describe('applied job: notes', () => {
  it('says so when there are no notes', async () => {
    const user = userEvent.setup();
    renderAppliedJob({ mocks: [notesMock([])] });

    await openNotes(user);

    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
  });

  it('requires a title', async () => {
    const user = userEvent.setup();
    renderAppliedJob({ mocks: [notesMock([])] });
    await openNotes(user);

    await user.click(await screen.findByRole('button', { name: 'Add note' }));
    const form = screen.getByRole('form', { name: 'Add note' });
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Only a description');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(within(form).getByText('Please provide the note title')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong, Please try again after sometime')).not.toBeInTheDocument();
  });

  it('adds a note and shows it in the reloaded list', async () => {
    const user = userEvent.setup();
    const added = createNote({ title: 'First call', description: 'Salary range discussed.' });
    renderAppliedJob({
      mocks: [
        notesMock([]),
        mutationMock(AddJobNoteDocument, { appliedJobId: APPLIED_JOB_ID, input: { title: 'First call', description: 'Salary range discussed.' } }, {
          data: { addJobNote: added },
        }),
        notesMock([added]),
      ],
    });
    await openNotes(user);

    await user.click(await screen.findByRole('button', { name: 'Add note' }));
    const form = screen.getByRole('form', { name: 'Add note' });
    await user.type(within(form).getByRole('textbox', { name: /^Title/ }), 'First call');
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Salary range discussed.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Note saved successfully')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notes' });
    expect(within(list).getByText('First call')).toBeInTheDocument();
    expect(within(list).getByText('Salary range discussed.')).toBeInTheDocument();
  });

  it('shows the generic message when saving fails', async () => {
    const user = userEvent.setup();
    renderAppliedJob({
      mocks: [
        notesMock([]),
        mutationMock(AddJobNoteDocument, { appliedJobId: APPLIED_JOB_ID, input: { title: 'First call', description: '' } }, apiError('Boom', 'INTERNAL_SERVER_ERROR', 500)),
      ],
    });
    await openNotes(user);

    await user.click(await screen.findByRole('button', { name: 'Add note' }));
    const form = screen.getByRole('form', { name: 'Add note' });
    await user.type(within(form).getByRole('textbox', { name: /^Title/ }), 'First call');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Something went wrong, Please try again after sometime')).toBeInTheDocument();
  });

  it('edits a note through the same form', async () => {
    const user = userEvent.setup();
    const note = createNote({ title: 'First call', description: '' });
    renderAppliedJob({
      mocks: [
        notesMock([note]),
        mutationMock(UpdateJobNoteDocument, { appliedJobId: APPLIED_JOB_ID, id: note._id, input: { title: 'First call (HR)', description: '' } }, {
          data: { updateJobNote: { ...note, title: 'First call (HR)' } },
        }),
      ],
    });
    await openNotes(user);

    await user.click(await screen.findByRole('button', { name: 'Edit note First call' }));
    const form = screen.getByRole('form', { name: 'Edit note' });
    await user.type(within(form).getByRole('textbox', { name: /^Title/ }), ' (HR)');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Note updated successfully')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Notes' })).getByText('First call (HR)')).toBeInTheDocument();
  });

  it('deletes a note through DeleteJobNote, not the contact deletion, and the note disappears', async () => {
    const user = userEvent.setup();
    const note = createNote({ title: 'First call' });
    const kept = createNote({ title: 'Second call' });
    const deleteNote = jest.fn();
    const deleteContact = jest.fn();
    renderAppliedJob({
      mocks: [
        notesMock([note, kept]),
        mutationMock(DeleteJobNoteDocument, { appliedJobId: APPLIED_JOB_ID, id: note._id }, { data: { deleteJobNote: true } }, deleteNote),
        // What the old client sent: it must not be used for a note any more.
        mutationMock(DeleteJobContactDocument, { appliedJobId: APPLIED_JOB_ID, id: note._id }, { data: { deleteJobContact: true } }, deleteContact),
        notesMock([kept]),
      ],
    });
    await openNotes(user);

    await user.click(await screen.findByRole('button', { name: 'Delete note First call' }));
    await answerConfirmation(user, 'Do you really want to delete this note ?', 'Ok');

    expect(await screen.findByText('Note deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('First call')).not.toBeInTheDocument());
    expect(screen.getByText('Second call')).toBeInTheDocument();
    expect(deleteNote).toHaveBeenCalledTimes(1);
    expect(deleteContact).not.toHaveBeenCalled();
  });

  it('says deletion failed when the server fails', async () => {
    const user = userEvent.setup();
    const note = createNote({ title: 'First call' });
    renderAppliedJob({
      mocks: [
        notesMock([note]),
        mutationMock(DeleteJobNoteDocument, { appliedJobId: APPLIED_JOB_ID, id: note._id }, apiError('Boom', 'INTERNAL_SERVER_ERROR', 500)),
      ],
    });
    await openNotes(user);

    await user.click(await screen.findByRole('button', { name: 'Delete note First call' }));
    await answerConfirmation(user, 'Do you really want to delete this note ?', 'Ok');

    expect(await screen.findByText('Note deletion failed')).toBeInTheDocument();
    expect(screen.getByText('First call')).toBeInTheDocument();
  });
});
