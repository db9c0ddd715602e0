import { DOCUMENT_MESSAGES } from './document-messages';

export interface DocumentFormValues {
  title: string;
  type: string;
  file: File | null;
}

export type DocumentFormCheck = { problem: string } | { ready: { title: string; type: string; file: File } };

/** The first problem of the upload form, in the order the server checks them too; otherwise what to send. */
export function checkDocumentForm({ title, type, file }: DocumentFormValues): DocumentFormCheck {
  if (!title.trim()) return { problem: DOCUMENT_MESSAGES.invalidTitle };
  if (!type) return { problem: DOCUMENT_MESSAGES.missingType };
  if (!file) return { problem: DOCUMENT_MESSAGES.missingFile };
  return { ready: { title: title.trim(), type, file } };
}
