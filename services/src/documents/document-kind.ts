import { promises as fs } from 'node:fs';
import { fromFile } from 'file-type';
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
 * type are never trusted: a renamed program is refused. Reads the file where the
 * upload was spooled, a piece at a time: a 10 MB upload is never in memory whole.
 */
export async function detectDocumentKind(file: string): Promise<DocumentKind> {
  const detected = await fromFile(file).catch(() => undefined);
  const kind = detected?.ext === 'cfb' ? await legacyOfficeKind(file) : detected && KINDS[detected.ext];
  if (!kind) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', NOT_A_DOCUMENT_MESSAGE);
  // A docx or xlsx is a zip: a small one can unpack to gigabytes for whatever opens it next.
  if (detected?.ext === 'docx' || detected?.ext === 'xlsx') await assertPlausibleOfficeZip(file);
  return kind;
}

/** A Word 97-2003 file has a WordDocument stream; an Excel 97-2003 one a Workbook (BIFF8) or Book (BIFF5) stream. */
async function legacyOfficeKind(file: string): Promise<DocumentKind | undefined> {
  const streams = await compoundStreams(file, ['WordDocument', 'Workbook', 'Book']);
  if (streams.has('WordDocument')) return LEGACY_WORD;
  if (streams.has('Workbook') || streams.has('Book')) return LEGACY_EXCEL;
  return undefined;
}

const ENTRY = 128;
// A multiple of the entry size, so no entry straddles two reads.
const SCAN_CHUNK = 512 * ENTRY;

/**
 * Which of `names` an OLE compound file's directory holds as streams: directory entries
 * are 128 bytes, start on a 128-byte boundary (sectors are 512 or 4096 bytes, after a
 * 512-byte header) and hold the name in UTF-16LE, its byte length at 64 and the
 * entry type (2, a stream) at 66. Text that merely contains the name does not count.
 */
async function compoundStreams(file: string, names: string[]): Promise<Set<string>> {
  const needles = names.map((name) => ({ name, bytes: Buffer.from(`${name}\0`, 'utf16le') }));
  const found = new Set<string>();
  const handle = await fs.open(file, 'r');
  try {
    const chunk = Buffer.alloc(SCAN_CHUNK);
    for (let position = 512; found.size < names.length; position += SCAN_CHUNK) {
      const { bytesRead } = await handle.read(chunk, 0, SCAN_CHUNK, position);
      for (let at = 0; at + ENTRY <= bytesRead; at += ENTRY) {
        for (const needle of needles) {
          if (chunk.readUInt16LE(at + 64) === needle.bytes.length && chunk[at + 66] === 2 && chunk.subarray(at, at + needle.bytes.length).equals(needle.bytes)) {
            found.add(needle.name);
          }
        }
      }
      if (bytesRead < SCAN_CHUNK) break;
    }
  } finally {
    await handle.close();
  }
  return found;
}

/** The cleaned name with the extension of what the file really is. */
export function withExtension(fileName: string, kind: DocumentKind): string {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return `${base || 'document'}.${kind.extension}`;
}
