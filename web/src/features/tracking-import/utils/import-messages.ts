/** The import dialog's words. */
export const IMPORT_MESSAGES = {
  title: 'Import applications',
  choose:
    'Choose a CSV exported from Huntr or Teal, any spreadsheet saved as CSV, or a RemoteHunt JSON export. Nothing is imported until you confirm; importing the same file again adds nothing.',
  chooseFile: 'Choose file',
  reading: 'Reading the file…',
  mapColumns: 'Which column holds each field?',
  notImported: '— not imported —',
  firstRows: 'The first rows, as they would import',
  working: 'Working…',
  import: 'Import',
  close: 'Close',
  cancel: 'Cancel',
  saved: 'Saved for later',
} as const;

export const FORMAT_LABELS: Record<string, string> = {
  huntr: 'Huntr CSV export',
  teal: 'Teal CSV export',
  'remotehunt-json': 'RemoteHunt JSON export',
  'remotehunt-csv': 'RemoteHunt CSV export',
  generic: 'CSV',
};

export const rowsLabel = (rows: number) => `${rows} ${rows === 1 ? 'row' : 'rows'}`;
