import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_REFUSALS, NOTE_REFUSALS, TASK_REFUSALS } from '@remotehunt/forms/__tests__/refusals';
import { enterValue } from '../../../test/enter-value';
import { ContactForm } from '../components/ContactForm';
import { NoteForm } from '../components/NoteForm';
import { TaskForm } from '../components/TaskForm';

// The shared table's invalid values, typed into the add forms: each is refused beside its field
// with the message the API gives for it (gateway/src/__tests__/shared-form-rules.int-spec.ts),
// and nothing is saved.

const CONTACT_LABELS = { name: /^Name/, email: /^Email/, jobTitle: /^Job title/, linkedInUrl: /^LinkedIn URL/, twitterUrl: /^Twitter URL/ } as const;
const NOTE_LABELS = { title: /^Title/, description: /^Description/ } as const;

async function submitAndRead(formName: string, label: RegExp, message: string, onSave: jest.Mock) {
  const form = within(screen.getByRole('form', { name: formName }));
  await userEvent.setup().click(form.getByRole('button', { name: 'Save' }));
  expect(form.getByRole('textbox', { name: label })).toHaveAccessibleDescription(message);
  expect(onSave).not.toHaveBeenCalled();
}

describe('tasks refuse what the server refuses', () => {
  it.each(TASK_REFUSALS.map((c) => [c.problem, c] as const))('%s', async (_problem, { values, message }) => {
    const onSave = jest.fn();
    render(<TaskForm task={null} onSave={onSave} onCancel={jest.fn()} />);

    await enterValue(userEvent.setup(), screen.getByRole('textbox', { name: /^Task/ }), values.content);

    await submitAndRead('Add task', /^Task/, message, onSave);
  });
});

describe('contacts refuse what the server refuses', () => {
  it.each(CONTACT_REFUSALS.map((c) => [c.problem, c] as const))('%s', async (_problem, { values, field, message }) => {
    const onSave = jest.fn();
    const user = userEvent.setup();
    render(<ContactForm contact={null} onSave={onSave} onCancel={jest.fn()} />);

    for (const [name, label] of Object.entries(CONTACT_LABELS)) await enterValue(user, screen.getByRole('textbox', { name: label }), values[name as keyof typeof CONTACT_LABELS]);

    await submitAndRead('Add contact', CONTACT_LABELS[field], message, onSave);
  });
});

describe('notes refuse what the server refuses', () => {
  it.each(NOTE_REFUSALS.map((c) => [c.problem, c] as const))('%s', async (_problem, { values, field, message }) => {
    const onSave = jest.fn();
    const user = userEvent.setup();
    render(<NoteForm note={null} onSave={onSave} onCancel={jest.fn()} />);

    for (const [name, label] of Object.entries(NOTE_LABELS)) await enterValue(user, screen.getByRole('textbox', { name: label }), values[name as keyof typeof NOTE_LABELS]);

    await submitAndRead('Add note', NOTE_LABELS[field], message, onSave);
  });
});
