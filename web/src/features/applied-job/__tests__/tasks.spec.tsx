import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddJobTaskDocument, DeleteJobTaskDocument, UpdateJobTaskDocument } from '../../../generated/graphql';
import { apiError } from '../../../test/factories';
import { answerConfirmation, APPLIED_JOB_ID, createTask, mutationMock, renderAppliedJob, tasksMock } from './applied-job-test-utils';

const tasksList = () => screen.findByRole('list', { name: 'Tasks' });

describe('applied job: tasks', () => {
  it('says so when there are no tasks', async () => {
    renderAppliedJob();
    expect(await screen.findByText('No tasks yet. Add the next step of this application.')).toBeInTheDocument();
  });

  it('adds a task and shows it in the reloaded list', async () => {
    const user = userEvent.setup();
    const added = createTask({ content: 'Prepare for the interview' });
    renderAppliedJob({
      mocks: [
        mutationMock(AddJobTaskDocument, { appliedJobId: APPLIED_JOB_ID, input: { content: 'Prepare for the interview' } }, {
          data: { addJobTask: added },
        }),
        tasksMock([added]),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Add task' }));
    const form = screen.getByRole('form', { name: 'Add task' });
    await user.type(within(form).getByRole('textbox', { name: /Task/ }), '  Prepare for the interview ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Task added successfully')).toBeInTheDocument();
    expect(await within(await tasksList()).findByRole('checkbox', { name: 'Prepare for the interview' })).not.toBeChecked();
    expect(screen.queryByRole('form', { name: 'Add task' })).not.toBeInTheDocument();
  });

  it('refuses a blank task without asking the server', async () => {
    const user = userEvent.setup();
    renderAppliedJob();

    await user.click(await screen.findByRole('button', { name: 'Add task' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('Please provide the task')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add task' })).toBeInTheDocument();
    expect(screen.queryByText('Adding task failed')).not.toBeInTheDocument();
  });

  it("shows the server's validation message beside the form", async () => {
    const user = userEvent.setup();
    renderAppliedJob({
      mocks: [
        mutationMock(
          AddJobTaskDocument,
          { appliedJobId: APPLIED_JOB_ID, input: { content: 'x' } },
          apiError('Please keep it under 2000 characters', 'BAD_USER_INPUT', 400),
        ),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Add task' }));
    const form = screen.getByRole('form', { name: 'Add task' });
    await user.type(within(form).getByRole('textbox', { name: /Task/ }), 'x');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText('Please keep it under 2000 characters')).toBeInTheDocument();
    expect(screen.queryByText('Adding task failed')).not.toBeInTheDocument();
  });

  it('says adding failed when the server fails', async () => {
    const user = userEvent.setup();
    renderAppliedJob({
      mocks: [mutationMock(AddJobTaskDocument, { appliedJobId: APPLIED_JOB_ID, input: { content: 'Call back' } }, apiError('Boom', 'INTERNAL_SERVER_ERROR', 500))],
    });

    await user.click(await screen.findByRole('button', { name: 'Add task' }));
    const form = screen.getByRole('form', { name: 'Add task' });
    await user.type(within(form).getByRole('textbox', { name: /Task/ }), 'Call back');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Adding task failed')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add task' })).toBeInTheDocument();
  });

  it('edits a task through the same form, sending only the new content', async () => {
    const user = userEvent.setup();
    const task = createTask({ content: 'Send the portfolio' });
    renderAppliedJob({
      tasks: tasksMock([task]),
      mocks: [
        mutationMock(UpdateJobTaskDocument, { appliedJobId: APPLIED_JOB_ID, id: task._id, input: { content: 'Send the portfolio and CV' } }, {
          data: { updateJobTask: { ...task, content: 'Send the portfolio and CV' } },
        }),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Edit task Send the portfolio' }));
    const form = screen.getByRole('form', { name: 'Edit task' });
    const field = within(form).getByRole('textbox', { name: /Task/ });
    expect(field).toHaveValue('Send the portfolio');
    await user.type(field, ' and CV');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Task updated successfully')).toBeInTheDocument();
    expect(within(await tasksList()).getByRole('checkbox', { name: 'Send the portfolio and CV' })).toBeInTheDocument();
  });

  it('saves a done toggle at once, sending only {done}', async () => {
    const user = userEvent.setup();
    const task = createTask({ content: 'Send the portfolio' });
    const update = jest.fn();
    renderAppliedJob({
      tasks: tasksMock([task]),
      mocks: [
        mutationMock(
          UpdateJobTaskDocument,
          { appliedJobId: APPLIED_JOB_ID, id: task._id, input: { done: true } },
          { data: { updateJobTask: { ...task, done: true } } },
          update,
        ),
      ],
    });

    const checkbox = await screen.findByRole('checkbox', { name: 'Send the portfolio' });
    await user.click(checkbox);

    expect(checkbox).toBeChecked();
    await waitFor(() => expect(update).toHaveBeenCalledWith({ appliedJobId: APPLIED_JOB_ID, id: task._id, input: { done: true } }));
    expect(update).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Task marked as done')).toBeInTheDocument();
  });

  it('says a task ticked undone was saved', async () => {
    const user = userEvent.setup();
    const task = createTask({ content: 'Send the portfolio', done: true });
    renderAppliedJob({
      tasks: tasksMock([task]),
      mocks: [
        mutationMock(UpdateJobTaskDocument, { appliedJobId: APPLIED_JOB_ID, id: task._id, input: { done: false } }, {
          data: { updateJobTask: { ...task, done: false } },
        }),
      ],
    });

    await user.click(await screen.findByRole('checkbox', { name: 'Send the portfolio' }));

    expect(await screen.findByText('Task marked as not done')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Send the portfolio' })).not.toBeChecked();
    expect(screen.queryByText('Task marked as done')).not.toBeInTheDocument();
  });

  it('takes a failed toggle back and says updating failed', async () => {
    const user = userEvent.setup();
    const task = createTask({ content: 'Send the portfolio' });
    renderAppliedJob({
      tasks: tasksMock([task]),
      mocks: [
        mutationMock(UpdateJobTaskDocument, { appliedJobId: APPLIED_JOB_ID, id: task._id, input: { done: true } }, apiError('Boom', 'INTERNAL_SERVER_ERROR', 500)),
      ],
    });

    await user.click(await screen.findByRole('checkbox', { name: 'Send the portfolio' }));

    expect(await screen.findByText('Updating task failed')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Send the portfolio' })).not.toBeChecked();
    expect(screen.queryByText('Task marked as done')).not.toBeInTheDocument();
  });

  it('deletes a task after the confirmation and the list loses it', async () => {
    const user = userEvent.setup();
    const task = createTask({ content: 'Send the portfolio' });
    const other = createTask({ content: 'Follow up' });
    renderAppliedJob({
      tasks: tasksMock([task, other]),
      mocks: [
        mutationMock(DeleteJobTaskDocument, { appliedJobId: APPLIED_JOB_ID, id: task._id }, { data: { deleteJobTask: true } }),
        tasksMock([other]),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Delete task Send the portfolio' }));
    await answerConfirmation(user, 'Do you really want to delete this task ?', 'Ok');

    expect(await screen.findByText('Task deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Send the portfolio' })).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Follow up' })).toBeInTheDocument();
  });

  it('keeps the task when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    renderAppliedJob({ tasks: tasksMock([createTask({ content: 'Send the portfolio' })]) });

    await user.click(await screen.findByRole('button', { name: 'Delete task Send the portfolio' }));
    await answerConfirmation(user, 'Do you really want to delete this task ?', 'Cancel');

    expect(screen.getByRole('checkbox', { name: 'Send the portfolio' })).toBeInTheDocument();
    expect(screen.queryByText('Task deleted successfully')).not.toBeInTheDocument();
  });

  it('says deletion failed when the server fails', async () => {
    const user = userEvent.setup();
    const task = createTask({ content: 'Send the portfolio' });
    renderAppliedJob({
      tasks: tasksMock([task]),
      mocks: [mutationMock(DeleteJobTaskDocument, { appliedJobId: APPLIED_JOB_ID, id: task._id }, apiError('Boom', 'INTERNAL_SERVER_ERROR', 500))],
    });

    await user.click(await screen.findByRole('button', { name: 'Delete task Send the portfolio' }));
    await answerConfirmation(user, 'Do you really want to delete this task ?', 'Ok');

    expect(await screen.findByText('Task deletion failed')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Send the portfolio' })).toBeInTheDocument();
  });
});

describe('applied job: tasks paging', () => {
  it('shows no pager for five tasks', async () => {
    const tasks = Array.from({ length: 5 }, (_, i) => createTask({ content: `Task ${i + 1}` }));
    renderAppliedJob({ tasks: tasksMock(tasks, { total: 5 }) });

    expect(await screen.findByRole('checkbox', { name: 'Task 5' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'pagination' })).not.toBeInTheDocument();
  });

  it('pages by five and asks for page 2', async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: 5 }, (_, i) => createTask({ content: `Task ${i + 1}` }));
    const secondPage = [createTask({ content: 'Task 6' })];
    renderAppliedJob({ tasks: tasksMock(firstPage, { total: 6 }), mocks: [tasksMock(secondPage, { page: 2, total: 6 })] });

    const list = await tasksList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const pager = screen.getByRole('navigation', { name: 'pagination' });
    expect(within(pager).queryByRole('button', { name: 'Go to page 3' })).not.toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Go to page 2' }));

    expect(await screen.findByRole('checkbox', { name: 'Task 6' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Task 1' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'pagination' })).getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('steps back a page when deleting the last task of the last page', async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: 5 }, (_, i) => createTask({ content: `Task ${i + 1}` }));
    const last = createTask({ content: 'Task 6' });
    renderAppliedJob({
      tasks: tasksMock(firstPage, { total: 6 }),
      mocks: [
        tasksMock([last], { page: 2, total: 6 }),
        mutationMock(DeleteJobTaskDocument, { appliedJobId: APPLIED_JOB_ID, id: last._id }, { data: { deleteJobTask: true } }),
        tasksMock([], { page: 2, total: 5 }),
        tasksMock(firstPage, { total: 5 }),
      ],
    });

    await user.click(within(await screen.findByRole('navigation', { name: 'pagination' })).getByRole('button', { name: 'Go to page 2' }));
    await user.click(await screen.findByRole('button', { name: 'Delete task Task 6' }));
    await answerConfirmation(user, 'Do you really want to delete this task ?', 'Ok');

    expect(await screen.findByRole('checkbox', { name: 'Task 1' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'pagination' })).not.toBeInTheDocument();
  });
});
