import yauzl from 'yauzl';
import { DomainError } from '../common/domain-error';

/**
 * Bounds on what an Office file (docx, xlsx: a zip) may unpack to. The largest real documents we
 * know of (a 10 MB workbook of plain rows) unpack to under 150 MB in a few hundred parts; a zip
 * bomb is a small upload whose parts unpack to gigabytes, or to tens of thousands of parts, for
 * whatever opens it next (a preview, a virus scanner, the recipient's Word).
 */
export const OFFICE_LIMITS = {
  unpackedBytes: 256 * 1024 * 1024,
  entries: 5000,
  /** Deflate tops out near 1032:1; XML packs about 10:1. Only looked at past `ratioFloorBytes`. */
  ratio: 200,
  ratioFloorBytes: 16 * 1024 * 1024,
} as const;

const NOT_READABLE = 'This Office file could not be read (its zip directory is damaged); please save it again and upload it';

/**
 * Refuses an Office file whose zip says it unpacks to an absurd size or number of parts. Reads
 * only the central directory's declared sizes (from the file, as it goes); nothing is ever
 * inflated, so checking a bomb costs what checking a letter does.
 */
export async function assertPlausibleOfficeZip(file: string): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    // lazyEntries: one directory entry at a time, and only as we ask; decodeStrings: names are not needed, only sizes.
    yauzl.open(file, { lazyEntries: true, decodeStrings: false }, (err, zipFile) => (err ? reject(err) : resolve(zipFile))),
  ).catch(() => {
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', NOT_READABLE);
  });
  if (zip.entryCount > OFFICE_LIMITS.entries) {
    zip.close();
    throw tooManyParts();
  }

  let unpacked = 0;
  let packed = 0;
  await new Promise<void>((resolve, reject) => {
    const stop = (error: Error) => {
      zip.close();
      reject(error);
    };
    zip.on('entry', (entry: yauzl.Entry) => {
      unpacked += entry.uncompressedSize;
      packed += entry.compressedSize;
      if (unpacked > OFFICE_LIMITS.unpackedBytes) return stop(tooBig());
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', () => stop(new DomainError('UNSUPPORTED_MEDIA_TYPE', NOT_READABLE)));
    zip.readEntry();
  });
  if (unpacked > OFFICE_LIMITS.ratioFloorBytes && unpacked > packed * OFFICE_LIMITS.ratio) {
    throw new DomainError(
      'PAYLOAD_TOO_LARGE',
      `This Office file is packed over ${OFFICE_LIMITS.ratio} times tighter than any real document; please save it again and upload it`,
    );
  }
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const tooBig = () =>
  new DomainError('PAYLOAD_TOO_LARGE', `This Office file unpacks to more than ${mb(OFFICE_LIMITS.unpackedBytes)}; please upload a smaller document`);
const tooManyParts = () =>
  new DomainError('PAYLOAD_TOO_LARGE', `This Office file holds more than ${OFFICE_LIMITS.entries} parts; please upload a simpler document`);
