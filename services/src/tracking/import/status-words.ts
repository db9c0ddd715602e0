import type { DataSource } from 'typeorm';

/** A row's status: saved for later, or one of our statuses (by id). */
export type ImportedStatus = { saved: true } | { saved: false; statusId: string };

/**
 * The words trackers use for a stage, folded onto ours. Huntr's lists (Wishlist, Applied,
 * Interview, Offer, Rejected) and Teal's statuses (Bookmarked, Applying, Applied, Interviewing,
 * Negotiating, Accepted, I Withdrew, Not Selected, No Response) come first; the rest are what
 * people write in their own spreadsheets. "Applying" has not been sent yet, so it is saved for
 * later; "No response" was sent and is still open, so it stays Applied.
 */
const WORDS: Record<string, 'saved' | string> = {
  wishlist: 'saved',
  bookmarked: 'saved',
  applying: 'saved',
  saved: 'saved',
  interested: 'saved',
  'to apply': 'saved',
  applied: 'Applied',
  submitted: 'Applied',
  'no response': 'Applied',
  'phone screen': 'Phone Screen',
  screening: 'Phone Screen',
  screen: 'Phone Screen',
  interview: 'Interviewing',
  interviewing: 'Interviewing',
  interviews: 'Interviewing',
  assessment: 'Assessment',
  'take home': 'Assessment',
  offer: 'Offer',
  negotiating: 'Offer',
  accepted: 'Hired',
  hired: 'Hired',
  rejected: 'Rejected',
  'not selected': 'Rejected',
  withdrawn: 'Withdrawn',
  withdrew: 'Withdrawn',
  'i withdrew': 'Withdrawn',
};

const fold = (word: string) =>
  word
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Our statuses, read once per import, to turn a row's word or an export's status title into an id. */
export class StatusTable {
  private constructor(
    private readonly byTitle: Map<string, string>,
    private readonly titleById: Map<string, string>,
    /** In board order, for messages. */
    readonly titles: string[],
  ) {}

  static async load(db: DataSource): Promise<StatusTable> {
    const rows: { id: string; title: string }[] = await db.query(`SELECT id, title FROM job_statuses ORDER BY position`);
    return new StatusTable(new Map(rows.map((r) => [fold(r.title), r.id])), new Map(rows.map((r) => [r.id, r.title])), rows.map((r) => r.title));
  }

  titleOf(id: string): string {
    return this.titleById.get(id) ?? '';
  }

  /** The first status: where a saved job waits, as a job saved by hand does. */
  get first(): string {
    return this.byTitle.get(fold(this.titles[0]))!;
  }

  /** One of our statuses by its title (any case), or by its id when the export came from this site. */
  byTitleOrId(title: string | null | undefined, id?: string | null): string | null {
    return (title && this.byTitle.get(fold(title))) || (id && this.titleById.has(id) ? id : null);
  }

  /** A tracker's word for a stage; null when it is none we know. */
  ofWord(word: string): ImportedStatus | null {
    const folded = fold(word);
    const ours = this.byTitle.get(folded);
    if (ours) return { saved: false, statusId: ours };
    const meaning = WORDS[folded];
    if (!meaning) return null;
    return meaning === 'saved' ? { saved: true } : { saved: false, statusId: this.byTitle.get(fold(meaning)) ?? this.first };
  }

  /** What the message for an unknown word lists. */
  get known(): string {
    return `${this.titles.join(', ')}, or Wishlist for saved for later`;
  }
}
