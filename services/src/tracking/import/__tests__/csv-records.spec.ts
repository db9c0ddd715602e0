import { Readable } from 'node:stream';
import { DomainError } from '../../../common/domain-error';
import { readCsvRecords } from '../csv-records';
import { columnNames, delimiterOf } from '../import-file-scan';

const read = async (text: string, delimiter = ',') => {
  const rows = [];
  for await (const row of readCsvRecords(Readable.from([Buffer.from(text)]), delimiter)) rows.push(row);
  return rows;
};
const failure = (text: string) => read(text).then(
  () => null,
  (e: DomainError) => ({ code: e.code, message: e.message }),
);

describe('readCsvRecords', () => {
  it('numbers each row by the line it starts on, past line breaks inside cells and blank lines', async () => {
    const rows = await read('a,b\n"one\ntwo",x\n\n3,4\r\n5,6');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['one\ntwo', 'x'] },
      { line: 5, cells: ['3', '4'] },
      { line: 6, cells: ['5', '6'] },
    ]);
  });

  it('drops a byte order mark, takes rows of uneven length and a quote inside a cell', async () => {
    expect(await read('\ufeffa;b\n15" screen;x;extra\n', ';')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['15" screen', 'x', 'extra'] },
    ]);
  });

  it('skips rows with nothing in them', async () => {
    expect((await read('a,b\n,,\n1,2\n')).map((r) => r.line)).toEqual([1, 3]);
  });

  it('names the line of a quote never closed', async () => {
    expect(await failure('a,b\n1,2\n"3,4\n5,6\n')).toEqual({ code: 'VALIDATION', message: expect.stringMatching(/^Line 3: a quoted cell starts here/) });
  });

  it('refuses a row longer than any export’s, naming its line', async () => {
    expect(await failure(`a,b\n1,2\n"${'x'.repeat(300 * 1024)}",3\n`)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringMatching(/^Line 3: the row is longer than 256 KB/) });
  });
});

describe('delimiterOf', () => {
  it.each([
    ['Job Title,Company,Notes', ','],
    ['Position;Employer;"Notes, long"', ';'],
    ['Position\tEmployer\tStage', '\t'],
    ['"a;b;c",d\n1;2;3;4;5', ','],
  ])('reads the separator of %j', (header, delimiter) => {
    expect(delimiterOf(header)).toBe(delimiter);
  });
});

describe('columnNames', () => {
  it('numbers blank header cells and tells repeated ones apart', () => {
    expect(columnNames(['Title', '', 'Notes', 'Notes', ' '])).toEqual(['Title', 'Column 2', 'Notes', 'Notes (2)', 'Column 5']);
  });
});
