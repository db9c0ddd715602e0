import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Small but real document files for upload tests, built byte by byte: a PDF, an
 * Office Open XML zip (docx, xlsx), an OLE compound file (legacy doc, xls) and a
 * Windows program's header.
 */

/** A one-page PDF a viewer opens. */
export function minimalPdf(text = 'Hello'): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >> endobj`,
      `4 0 obj << /Length ${text.length + 30} >> stream`,
      `BT /F1 12 Tf 20 100 Td (${text}) Tj ET`,
      'endstream endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

/** An entry's content, or (to build large archives quickly) content deflated already. */
type ZipEntry = { name: string; content: string | Buffer } | { name: string; deflated: Deflated };
interface Deflated {
  packed: Buffer;
  size: number;
  crc: number;
}

/** Deflates once, for an entry repeated many times. */
export function deflated(content: Buffer): Deflated {
  return { packed: deflateRawSync(content), size: content.length, crc: crc32(content) };
}

/** A zip archive with deflated entries, local headers carrying the sizes, and a central directory. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const { packed, size, crc } = 'deflated' in entry ? entry.deflated : deflated(Buffer.from(entry.content));

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0, 6); // flags: sizes are in this header
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0, 10); // time, date
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, packed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6); // needed
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);

    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = (main: string, type: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/${main}" ContentType="${type}"/>
</Types>`;
const RELS = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${main}"/>
</Relationships>`;

/** A Word document with one paragraph, laid out as Word writes it: content types, package rels, then the body. */
export function minimalDocx(text = 'Hello'): Buffer {
  return zip(docxEntries(text));
}

function docxEntries(text: string): ZipEntry[] {
  return [
    { name: '[Content_Types].xml', content: CONTENT_TYPES('word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml') },
    { name: '_rels/.rels', content: RELS('word/document.xml') },
    {
      name: 'word/document.xml',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    },
  ];
}

/**
 * A zip bomb dressed as a Word document: a real docx plus `parts` padding parts of `partBytes`
 * zeros each, which deflate about 1000:1 (the defaults unpack to 512 MB from about 520 KB).
 */
export function zipBombDocx({ parts = 32, partBytes = 16 * 1024 * 1024 } = {}): Buffer {
  const zeros = deflated(Buffer.alloc(partBytes));
  return zip([...docxEntries('Hello'), ...Array.from({ length: parts }, (_, i) => ({ name: `word/media/padding${i}.bin`, deflated: zeros }))]);
}

/** A real docx followed by this many tiny parts. */
export function manyPartsDocx(parts: number): Buffer {
  return zip([...docxEntries('Hello'), ...Array.from({ length: parts }, (_, i) => ({ name: `customXml/item${i}.xml`, content: '<a/>' }))]);
}

/** An Excel workbook with one empty sheet. */
export function minimalXlsx(): Buffer {
  return zip([
    { name: '[Content_Types].xml', content: CONTENT_TYPES('xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml') },
    { name: '_rels/.rels', content: RELS('xl/workbook.xml') },
    {
      name: 'xl/workbook.xml',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>`,
    },
  ]);
}

const FREESECT = 0xffffffff;
const ENDOFCHAIN = 0xfffffffe;
const FATSECT = 0xfffffffd;
const NOSTREAM = 0xffffffff;

/**
 * An OLE compound file (version 3, 512-byte sectors) whose directory holds the
 * given (empty) streams: "WordDocument" makes a Word 97-2003 file, "Workbook" an
 * Excel 97-2003 one; an installer (.msi) has neither.
 */
export function compoundFile(streams: string[]): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 24); // minor version
  header.writeUInt16LE(3, 26); // major version
  header.writeUInt16LE(0xfffe, 28); // byte order
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32); // 64-byte mini sectors
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(4096, 56); // mini stream cutoff
  header.writeUInt32LE(ENDOFCHAIN, 60); // no mini FAT
  header.writeUInt32LE(ENDOFCHAIN, 68); // no DIFAT sectors
  header.writeUInt32LE(0, 76); // DIFAT[0]: the FAT is sector 0
  for (let i = 1; i < 109; i++) header.writeUInt32LE(FREESECT, 76 + i * 4);

  const fat = Buffer.alloc(512);
  for (let i = 0; i < 128; i++) fat.writeUInt32LE(FREESECT, i * 4);
  fat.writeUInt32LE(FATSECT, 0);
  fat.writeUInt32LE(ENDOFCHAIN, 4);

  const names = ['Root Entry', ...streams];
  if (names.length > 4) throw new Error('compoundFile holds at most 3 streams');
  const directory = Buffer.alloc(512);
  names.forEach((name, i) => {
    const entry = directory.subarray(i * 128, (i + 1) * 128);
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(entry, 0);
    entry.writeUInt16LE(encoded.length, 64);
    entry[66] = i === 0 ? 5 : 2; // root storage, then streams
    entry[67] = 1; // black
    // The streams hang off the root as a right-leaning chain (a valid red-black tree of black nodes is not required by readers).
    entry.writeUInt32LE(NOSTREAM, 68); // left sibling
    entry.writeUInt32LE(i > 0 && i + 1 < names.length ? i + 1 : NOSTREAM, 72); // right sibling
    entry.writeUInt32LE(i === 0 && names.length > 1 ? 1 : NOSTREAM, 76); // child
    entry.writeUInt32LE(ENDOFCHAIN, 116); // start sector: empty
  });
  for (let i = names.length; i < 4; i++) {
    const entry = directory.subarray(i * 128, (i + 1) * 128);
    entry.writeUInt32LE(NOSTREAM, 68);
    entry.writeUInt32LE(NOSTREAM, 72);
    entry.writeUInt32LE(NOSTREAM, 76);
  }
  return Buffer.concat([header, fat, directory]);
}

/** The start of a Windows program: "MZ", the DOS stub, then the PE header. */
export function windowsExe(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c); // where the PE header is
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}
