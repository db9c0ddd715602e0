import { fromBuffer } from 'file-type';
import { DomainError } from '../common/domain-error';

export interface DocumentKind {
  /** The extension the stored name gets, whatever the upload was called. */
  extension: string;
  contentType: string;
}

const KINDS: Record<string, DocumentKind> = {
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
  docx: { extension: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { extension: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
};
// Word 97-2003 and Excel 97-2003 files are both OLE compound files; only the name tells them apart.
const LEGACY_WORD: DocumentKind = { extension: 'doc', contentType: 'application/msword' };
const LEGACY_EXCEL: DocumentKind = { extension: 'xls', contentType: 'application/vnd.ms-excel' };

export const NOT_A_DOCUMENT_MESSAGE = 'Please upload a PDF, Word (doc, docx) or Excel (xls, xlsx) file';

/**
 * What an upload really is, read from its bytes (file-type looks at the magic
 * numbers and, for Office files, inside the zip). The name and the declared
 * type are never trusted: a renamed program is refused.
 */
export async function detectDocumentKind(bytes: Buffer, fileName: string): Promise<DocumentKind> {
  const detected = await fromBuffer(bytes).catch(() => undefined);
  if (detected?.ext === 'cfb') return /\.xls$/i.test(fileName) ? LEGACY_EXCEL : LEGACY_WORD;
  const kind = detected && KINDS[detected.ext];
  if (!kind) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', NOT_A_DOCUMENT_MESSAGE);
  return kind;
}

/** The cleaned name with the extension of what the file really is. */
export function withExtension(fileName: string, kind: DocumentKind): string {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return `${base || 'document'}.${kind.extension}`;
}
