import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DomainError } from '../../common/domain-error';
import { compoundFile, manyPartsDocx, minimalDocx, minimalPdf, minimalXlsx, windowsExe, zip, zipBombDocx } from '../../test/document-files';
import { type DocumentKind, NOT_A_DOCUMENT_MESSAGE, detectDocumentKind, withExtension } from '../document-kind';

const PDF = { extension: 'pdf', contentType: 'application/pdf' };
const DOCX = { extension: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
const XLSX = { extension: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
const DOC = { extension: 'doc', contentType: 'application/msword' };
const XLS = { extension: 'xls', contentType: 'application/vnd.ms-excel' };

// The detector reads the file an upload was spooled to, as the upload route leaves it.
let spool: string;
let spooled = 0;
beforeAll(() => {
  spool = mkdtempSync(path.join(os.tmpdir(), 'rh-document-kind-'));
});
afterAll(() => rmSync(spool, { recursive: true, force: true }));
function detect(bytes: Buffer): Promise<DocumentKind> {
  const file = path.join(spool, String(spooled++));
  writeFileSync(file, bytes);
  return detectDocumentKind(file);
}

async function refusal(bytes: Buffer): Promise<unknown> {
  return detect(bytes).then(
    (kind) => kind,
    (e: unknown) => e,
  );
}

function expectRefused(error: unknown) {
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: NOT_A_DOCUMENT_MESSAGE });
}

describe('detectDocumentKind', () => {
  it('knows a PDF by its %PDF- header', async () => {
    expect(await detect(minimalPdf())).toEqual(PDF);
  });

  it('takes a PDF that Illustrator saved with its editing data as a PDF', async () => {
    // file-type names such a file "ai"; it still starts with %PDF and opens in any PDF viewer.
    const illustrator = Buffer.concat([minimalPdf(), Buffer.alloc(1500, 0x20), Buffer.from('/AIPrivateData1 5 0 R\n%%EOF\n')]);
    expect(await detect(illustrator)).toEqual(PDF);
  });

  it('knows a docx and an xlsx by the parts inside the zip', async () => {
    expect(await detect(minimalDocx())).toEqual(DOCX);
    expect(await detect(minimalXlsx())).toEqual(XLSX);
  });

  it('refuses a zip that is not an Office document', async () => {
    expectRefused(await refusal(zip([{ name: 'readme.txt', content: 'hello' }])));
  });

  it('tells a Word 97-2003 file from an Excel 97-2003 one by the streams in the compound file', async () => {
    expect(await detect(compoundFile(['WordDocument', '1Table']))).toEqual(DOC);
    expect(await detect(compoundFile(['Workbook']))).toEqual(XLS);
    expect(await detect(compoundFile(['Book']))).toEqual(XLS);
  });

  it('refuses a compound file that is neither Word nor Excel (an installer, say)', async () => {
    expectRefused(await refusal(compoundFile(['SummaryInformation'])));
    // The bare 8-byte header is not enough to be a document either.
    expectRefused(await refusal(Buffer.from('d0cf11e0a1b11ae1', 'hex')));
  });

  it('finds a directory entry however far into the file it lies (the file is read a piece at a time)', async () => {
    // A directory sector after 1 MB of other sectors: the entry sits across no read's edge, on the 128-byte grid.
    const entry = compoundFile(['WordDocument']).subarray(1024 + 128, 1024 + 256);
    const far = Buffer.concat([compoundFile(['SummaryInformation']), Buffer.alloc(1024 * 1024 + 128 * 3), entry]);
    expect(await detect(far)).toEqual(DOC);
  });

  it('does not take the name WordDocument appearing in a stream as the directory entry', async () => {
    const installer = compoundFile(['SummaryInformation']);
    // Same bytes as a directory entry name, but off the 128-byte entry grid.
    const text = Buffer.concat([Buffer.alloc(3), Buffer.from('WordDocument\0', 'utf16le'), Buffer.alloc(200)]);
    expectRefused(await refusal(Buffer.concat([installer, text])));
  });

  it('refuses a Windows program, plain text and an empty file', async () => {
    expectRefused(await refusal(windowsExe()));
    expectRefused(await refusal(Buffer.from('Dear hiring manager,\nplease find my resume attached.\n')));
    expectRefused(await refusal(Buffer.alloc(0)));
    expectRefused(await refusal(Buffer.from('%')));
  });
});

describe('detectDocumentKind on Office files that unpack to absurd sizes', () => {
  const refusedWith = async (bytes: Buffer) => {
    const error = await refusal(bytes);
    expect(error).toBeInstanceOf(DomainError);
    return { code: (error as DomainError).code, message: (error as DomainError).message };
  };

  it('refuses a docx whose parts unpack to 512 MB, reading only the zip directory', async () => {
    const bomb = zipBombDocx();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await refusedWith(bomb)).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'This Office file unpacks to more than 256 MB; please upload a smaller document',
    });
  });

  it('refuses a docx of more than 5000 parts, and takes one of a few hundred', async () => {
    expect(await refusedWith(manyPartsDocx(5001))).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'This Office file holds more than 5000 parts; please upload a simpler document',
    });
    expect(await detect(manyPartsDocx(300))).toEqual(DOCX);
  });

  it('refuses a smaller docx packed far tighter than any real document', async () => {
    // 32 MB of zeros in 32 KB: under the size bound, but packed about 1000:1.
    expect(await refusedWith(zipBombDocx({ parts: 2, partBytes: 16 * 1024 * 1024 }))).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'This Office file is packed over 200 times tighter than any real document; please save it again and upload it',
    });
  });

  it('refuses a docx whose zip directory is cut off', async () => {
    const docx = minimalDocx();
    expect(await refusedWith(docx.subarray(0, docx.length - 30))).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This Office file could not be read (its zip directory is damaged); please save it again and upload it',
    });
  });
});

describe('withExtension', () => {
  const pdf: DocumentKind = PDF;

  it('replaces the extension with the one of what the file really is', () => {
    expect(withExtension('resume.pdf', pdf)).toBe('resume.pdf');
    expect(withExtension('resume.exe', pdf)).toBe('resume.pdf');
    expect(withExtension('Cover Letter.DOC', DOCX)).toBe('Cover Letter.docx');
    expect(withExtension('sheet.xlsx', XLS)).toBe('sheet.xls');
  });

  it('adds one when the name has none and keeps dots inside the name', () => {
    expect(withExtension('resume', pdf)).toBe('resume.pdf');
    expect(withExtension('resume.final.v2.docx', DOCX)).toBe('resume.final.v2.docx');
  });

  it('falls back to "document" when nothing is left of the name', () => {
    expect(withExtension('', pdf)).toBe('document.pdf');
    expect(withExtension('.pdf', pdf)).toBe('document.pdf');
  });
});
