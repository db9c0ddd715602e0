import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddJobTaskDocument, UpdateJobTaskDocument } from '../../../generated/graphql';
import { browserTimeZone } from '../../../lib/places';
import { dueLabel, isOverdue } from '../utils/task-due';
import { APPLIED_JOB_ID, createTask, mutationMock, renderAppliedJob, tasksMock } from './applied-job-test-utils';

// Issue 48: a task's due date and time, picked on this device's clock, shown under it, red once past.

/** 3 December 2030, 09:00 on this device's clock (a Tuesday), as the API answers it. */
const TUESDAY_NINE = new Date(2030, 11, 3, 9, 0).toISOString();
const PAST = new Date(2024, 11, 3, 9, 0).toISOString();

describe('a task due date', () => {
  it('reads "due Tue 3 Dec, 09:00", with the year only when it is not this one', () => {
    expect(dueLabel(new Date(2024, 11, 3, 9, 0).toISOString(), new Date(2024, 0, 1))).toBe('due Tue 3 Dec, 09:00');
    expect(dueLabel(TUESDAY_NINE, new Date(2026, 0, 1))).toBe('due Tue 3 Dec 2030, 09:00');
    expect(isOverdue({ done: false, dueAt: PAST })).toBe(true);
    expect(isOverdue({ done: true, dueAt: PAST })).toBe(false);
    expect(isOverdue({ done: false, dueAt: null })).toBe(false);
  });

  it('shows when each task is due under it, and highlights one past due and not done', async () => {
    renderAppliedJob({
      tasks: tasksMock([
        createTask({ content: 'Send the portfolio', dueAt: TUESDAY_NINE, dueTimeZone: 'Europe/Berlin' }),
        createTask({ content: 'Follow up with Acme', dueAt: PAST, followUp: 'applied' }),
        createTask({ content: 'Thank the recruiter', dueAt: PAST, done: true }),
        createTask({ content: 'No rush' }),
      ]),
    });
    const list = await screen.findByRole('list', { name: 'Tasks' });
    const [upcoming, overdue, done, undated] = within(list).getAllByRole('listitem');

    expect(within(upcoming).getByText(/^due Tue 3 Dec 2030, 09:00$/)).not.toHaveAttribute('data-overdue');
    const late = within(overdue).getByText(/^due Tue 3 Dec 2024, 09:00 · overdue$/);
    expect(late).toHaveAttribute('data-overdue', 'true');
    expect(within(done).getByText(/^due Tue 3 Dec 2024, 09:00$/)).not.toHaveAttribute('data-overdue');
    expect(within(undated).queryByText(/due/)).not.toBeInTheDocument();
    // The due time is beside the task, not part of its name.
    expect(within(overdue).getByRole('checkbox', { name: 'Follow up with Acme' })).toBeInTheDocument();
  });

  it('adds a task with a due time picked on this device, sending the instant and the zone', async () => {
    const user = userEvent.setup();
    const input = { content: 'Prepare for the interview', dueAt: TUESDAY_NINE, dueTimeZone: browserTimeZone() };
    const added = createTask({ content: 'Prepare for the interview', dueAt: TUESDAY_NINE, dueTimeZone: browserTimeZone() });
    const add = jest.fn();
    renderAppliedJob({ mocks: [mutationMock(AddJobTaskDocument, { appliedJobId: APPLIED_JOB_ID, input }, { data: { addJobTask: added } }, add), tasksMock([added])] });

    await user.click(await screen.findByRole('button', { name: 'Add task' }));
    const form = screen.getByRole('form', { name: 'Add task' });
    await user.type(within(form).getByRole('textbox', { name: /Task/ }), 'Prepare for the interview');
    fireEvent.change(within(form).getByLabelText('Due (optional)'), { target: { value: '2030-12-03T09:00' } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Task added successfully')).toBeInTheDocument();
    expect(add).toHaveBeenCalledWith({ appliedJobId: APPLIED_JOB_ID, input });
    expect(await screen.findByText(/^due Tue 3 Dec 2030, 09:00$/)).toBeInTheDocument();
  });

  it('edits a task with its due time filled in, and clearing it sends dueAt null', async () => {
    const user = userEvent.setup();
    const task = createTask({ content: 'Send the portfolio', dueAt: TUESDAY_NINE, dueTimeZone: 'UTC' });
    const update = jest.fn();
    renderAppliedJob({
      tasks: tasksMock([task]),
      mocks: [
        mutationMock(
          UpdateJobTaskDocument,
          { appliedJobId: APPLIED_JOB_ID, id: task._id, input: { content: 'Send the portfolio', dueAt: null } },
          { data: { updateJobTask: { ...task, dueAt: null, dueTimeZone: null } } },
          update,
        ),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Edit task Send the portfolio' }));
    const form = screen.getByRole('form', { name: 'Edit task' });
    const due = within(form).getByLabelText('Due (optional)');
    expect(due).toHaveValue('2030-12-03T09:00');
    fireEvent.change(due, { target: { value: '' } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Task updated successfully')).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/due Tue/)).not.toBeInTheDocument();
  });

  it('moves a due time, sending the new instant with this device\'s zone', async () => {
    const user = userEvent.setup();
    const task = createTask({ content: 'Send the portfolio', dueAt: TUESDAY_NINE });
    const later = new Date(2030, 11, 4, 14, 30).toISOString();
    const input = { content: 'Send the portfolio', dueAt: later, dueTimeZone: browserTimeZone() };
    renderAppliedJob({
      tasks: tasksMock([task]),
      mocks: [mutationMock(UpdateJobTaskDocument, { appliedJobId: APPLIED_JOB_ID, id: task._id, input }, { data: { updateJobTask: { ...task, ...input } } })],
    });

    await user.click(await screen.findByRole('button', { name: 'Edit task Send the portfolio' }));
    const form = screen.getByRole('form', { name: 'Edit task' });
    fireEvent.change(within(form).getByLabelText('Due (optional)'), { target: { value: '2030-12-04T14:30' } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/^due Wed 4 Dec 2030, 14:30$/)).toBeInTheDocument();
  });
});
