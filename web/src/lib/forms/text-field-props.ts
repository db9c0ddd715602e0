import type { ReactNode } from 'react';
import { get, type FieldPath, type FieldValues, type RegisterOptions, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';

/** A field's message from react-hook-form's errors, or undefined while it is valid. */
function fieldMessage<T extends FieldValues>(form: UseFormReturn<T, unknown, T>, name: FieldPath<T>): string | undefined {
  return (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
}

/** register's ref must reach MUI's input (inputRef), not the TextField's wrapper, so focus and reset work. */
export function inputProps<N extends string>({ ref, ...field }: UseFormRegisterReturn<N>) {
  return { ...field, inputRef: ref };
}

/** Wires one MUI TextField to a form field; its message, from the shared zod schema, is the helper text (else `hint`). */
export function textFieldProps<T extends FieldValues>(
  form: UseFormReturn<T, unknown, T>,
  name: FieldPath<T>,
  hint?: ReactNode,
  options?: RegisterOptions<T, FieldPath<T>>,
) {
  const message = fieldMessage(form, name);
  return { ...inputProps(form.register(name, options)), error: Boolean(message), helperText: message ?? hint };
}
