import { z } from 'zod';

/** The document upload form's rules: the API checks the multipart fields with uploadSchema, the page also the file's presence. */

// The spec's messages, in the order its form checks them.
export const uploadSchema = z.object({
  title: z
    .string({ message: 'Please provide valid document title' })
    .trim()
    .min(1, { message: 'Please provide valid document title' })
    .max(200, { message: 'Please keep the document title under 200 characters' }),
  type: z.string({ message: 'Please select document type' }).trim().min(1, { message: 'Please select document type' }),
  appliedJobId: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
});

export const MISSING_FILE_MESSAGE = 'Please select the file that you want to upload';

/** The upload page: the fields, then the file the person picked (the server checks its part after the fields). */
export const documentFormSchema = uploadSchema.extend({
  file: z.custom<File | null>((file) => file != null, MISSING_FILE_MESSAGE),
});
export type DocumentFormValues = z.input<typeof documentFormSchema>;
