import { EXPORT_CSV_COLUMNS } from '../../applied-jobs-export';
import { detectCsvFormat, suggestMapping } from '../import-formats';

const HUNTR = ['Job Title', 'Company', 'Job URL', 'Location', 'Salary', 'List', 'Board', 'Date Added', 'Date Applied', 'Notes'];
const TEAL = ['Company', 'Job Position', 'Job URL', 'Location', 'Salary', 'Status', 'Excitement', 'Date Saved', 'Date Applied', 'Follow Up', 'Notes'];

describe('detectCsvFormat', () => {
  it.each([
    ['Huntr', HUNTR, 'huntr'],
    ['Teal', TEAL, 'teal'],
    ['our CSV export', [...EXPORT_CSV_COLUMNS], 'remotehunt-csv'],
    ['a spreadsheet of its own', ['Position', 'Employer', 'Stage'], 'generic'],
  ])('tells %s from its header', (_label, columns, format) => {
    expect(detectCsvFormat(columns)).toBe(format);
  });

  it('compares header names without case and punctuation', () => {
    expect(detectCsvFormat(['JOB POSITION:', 'company'])).toBe('teal');
  });
});

describe('suggestMapping', () => {
  it('maps Huntr’s columns by their names', () => {
    expect(suggestMapping(HUNTR, 'huntr')).toEqual({
      jobTitle: 'Job Title',
      companyName: 'Company',
      applyUrl: 'Job URL',
      location: 'Location',
      salary: 'Salary',
      status: 'List',
      appliedAt: 'Date Applied',
      addedAt: 'Date Added',
      notes: 'Notes',
    });
  });

  it('maps Teal’s position and saved date', () => {
    expect(suggestMapping(TEAL, 'teal')).toMatchObject({ jobTitle: 'Job Position', addedAt: 'Date Saved', status: 'Status' });
  });

  it('takes the first of two columns of one name, and leaves out fields with no column', () => {
    expect(suggestMapping(['Role', 'Employer', 'Role (2)'], 'generic')).toEqual({ jobTitle: 'Role', companyName: 'Employer' });
  });

  it('maps our own CSV export’s columns', () => {
    expect(suggestMapping([...EXPORT_CSV_COLUMNS], 'remotehunt-csv')).toMatchObject({ jobTitle: 'Job title', appliedAt: 'Applied at', applyUrl: 'Apply URL' });
  });
});
