import { fromBuffer } from 'file-type';
import { DomainError } from '../common/domain-error';
import { assertPlausibleOfficeZip } from './office-zip-limits';

export interface DocumentKind {
  /** The extension the stored name gets, whatever the upload was called. */
  extension: string;
  contentType: string;
}

const PDF: DocumentKind = { extension: 'pdf', contentType: 'application/pdf' };
const KINDS: Record<string, DocumentKind> = {
  pdf: PDF,
  // file-type calls a PDF that Illustrator saved with its editing data "ai"; it is still a PDF (it starts with %PDF).
  ai: PDF,
  docx: { extension: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { extension: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
};
// Word 97-2003 and Excel 97-2003 files are both OLE compound files (as are installers, .msi):
// the streams in the file's directory tell them apart.
const LEGACY_WORD: DocumentKind = { extension: 'doc', contentType: 'application/msword' };
const LEGACY_EXCEL: DocumentKind = { extension: 'xls', contentType: 'application/vnd.ms-excel' };

export const NOT_A_DOCUMENT_MESSAGE = 'Please upload a PDF, Word (doc, docx) or Excel (xls, xlsx) file';

/**
 * What an upload really is, read from its bytes (file-type looks at the magic
 * numbers and, for Office files, inside the zip). The name and the declared
 * type are never trusted: a renamed program is refused.
 */
export async function detectDocumentKind(bytes: Buffer): Promise<DocumentKind> {
  const detected = await fromBuffer(bytes).catch(() => undefined);
  const kind = detected?.ext === 'cfb' ? legacyOfficeKind(bytes) : detected && KINDS[detected.ext];
  if (!kind) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', NOT_A_DOCUMENT_MESSAGE);
  // A docx or xlsx is a zip: a small one can unpack to gigabytes for whatever opens it next.
  if (detected?.ext === 'docx' || detected?.ext === 'xlsx') await assertPlausibleOfficeZip(bytes);
  return kind;
}

/** A Word 97-2003 file has a WordDocument stream; an Excel 97-2003 one a Workbook (BIFF8) or Book (BIFF5) stream. */
function legacyOfficeKind(bytes: Buffer): DocumentKind | undefined {
  if (hasCompoundStream(bytes, 'WordDocument')) return LEGACY_WORD;
  if (hasCompoundStream(bytes, 'Workbook') || hasCompoundStream(bytes, 'Book')) return LEGACY_EXCEL;
  return undefined;
}

/**
 * Whether an OLE compound file's directory names a stream: directory entries are
 * 128 bytes, start on a 128-byte boundary (sectors are 512 or 4096 bytes, after a
 * 512-byte header) and hold the name in UTF-16LE, its byte length at 64 and the
 * entry type (2, a stream) at 66. Text that merely contains the name does not count.
 */
function hasCompoundStream(bytes: Buffer, name: string): boolean {
  const needle = Buffer.from(`${name}\0`, 'utf16le');
  for (let at = bytes.indexOf(needle, 512); at !== -1; at = bytes.indexOf(needle, at + 1)) {
    if (at % 128 === 0 && at + 128 <= bytes.length && bytes.readUInt16LE(at + 64) === needle.length && bytes[at + 66] === 2) return true;
  }
  return false;
}

/** The cleaned name with the extension of what the file really is. */
export function withExtension(fileName: string, kind: DocumentKind): string {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return `${base || 'document'}.${kind.extension}`;
}
