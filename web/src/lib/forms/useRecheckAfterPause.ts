import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * After a failed submit, checks the form again `delayMs` after the last change, so the messages
 * follow the typing without flickering on each keystroke. The check is synchronous (zod's
 * safeParse, not the resolver's promise), so the messages change the moment the pause ends.
 */
export function useRecheckAfterPause<T extends FieldValues>(form: UseFormReturn<T, unknown, T>, schema: z.ZodType<unknown, T>, delayMs: number) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const recheck = () => {
      const result = schema.safeParse(form.getValues());
      form.clearErrors();
      if (result.success) return;
      // As zodResolver does: each field shows its first problem.
      const shown = new Set<string>();
      for (const issue of result.error.issues) {
        const field = issue.path.join('.');
        if (shown.has(field)) continue;
        shown.add(field);
        form.setError(field as FieldPath<T>, { type: issue.code, message: issue.message });
      }
    };
    const subscription = form.watch(() => {
      if (!form.formState.isSubmitted) return;
      clearTimeout(timer);
      timer = setTimeout(recheck, delayMs);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [form, schema, delayMs]);
}
