import type { DataSource } from 'typeorm';
import { StatusTable } from '../status-words';

const TITLES = ['Applied', 'Phone Screen', 'Interviewing', 'Assessment', 'Offer', 'Hired', 'Rejected', 'Withdrawn'];
const db = { query: async () => TITLES.map((title, i) => ({ id: `id-${i}`, title })) } as unknown as DataSource;

describe('StatusTable', () => {
  let statuses: StatusTable;
  beforeAll(async () => {
    statuses = await StatusTable.load(db);
  });
  const titleOf = (word: string) => {
    const status = statuses.ofWord(word);
    return status && (status.saved ? 'saved' : statuses.titleOf(status.statusId));
  };

  it.each([
    // Huntr's lists
    ['Wishlist', 'saved'],
    ['Applied', 'Applied'],
    ['Interview', 'Interviewing'],
    ['Offer', 'Offer'],
    ['Rejected', 'Rejected'],
    // Teal's statuses
    ['Bookmarked', 'saved'],
    ['Applying', 'saved'],
    ['Interviewing', 'Interviewing'],
    ['Negotiating', 'Offer'],
    ['Accepted', 'Hired'],
    ['I Withdrew', 'Withdrawn'],
    ['Not Selected', 'Rejected'],
    ['No Response', 'Applied'],
    // ours, in any case
    ['phone screen', 'Phone Screen'],
    ['ASSESSMENT', 'Assessment'],
  ])('reads %s as %s', (word, title) => {
    expect(titleOf(word)).toBe(title);
  });

  it('knows no other word', () => {
    expect(statuses.ofWord('Ghosted')).toBeNull();
  });

  it('finds an exported status by title, else by id', () => {
    expect(statuses.byTitleOrId('Offer', 'id-0')).toBe('id-4');
    expect(statuses.byTitleOrId('Renamed', 'id-2')).toBe('id-2');
    expect(statuses.byTitleOrId('Renamed', 'unknown')).toBeNull();
  });
});
