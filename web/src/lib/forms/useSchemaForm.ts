import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form validated by one of the shared zod schemas (@remotehunt/forms), so the
 * page refuses what the server would, with the server's words. Submit handlers get the values as
 * typed (raw): the server parses them with the same schema, trimming and lower-casing there.
 */
export function useSchemaForm<T extends FieldValues>(schema: z.ZodType<unknown, T>, options: Omit<UseFormProps<T, unknown, T>, 'resolver'> = {}) {
  return useForm<T, unknown, T>({ ...options, resolver: zodResolver(schema, undefined, { raw: true }) });
}
