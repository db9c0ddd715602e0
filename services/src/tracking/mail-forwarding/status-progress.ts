import type { StatusTitle } from '../inbound-mail/decide-status';

/** Where an application is now: its status's title, and whether it is only saved for later. */
export interface CurrentStatus {
  title: string;
  saved: boolean;
}

/** The board's statuses in the order an application goes through them; the last three end it. */
const ORDER = ['Applied', 'Phone Screen', 'Interviewing', 'Assessment', 'Offer'];
const ENDED = new Set(['Hired', 'Rejected', 'Withdrawn']);

/**
 * Whether mail saying `target` moves the application forward. Mail arrives late and out of order
 * (a receipt after the interview invitation, a second-round invitation during an assessment), and
 * an application that ended stays ended: such mail must never drag a status back. A saved job is
 * applied to by any of them, since an employer wrote about it.
 */
export function movesForward(current: CurrentStatus, target: StatusTitle): boolean {
  if (current.saved) return true;
  if (ENDED.has(current.title)) return false;
  if (target === 'Rejected') return true;
  const from = ORDER.indexOf(current.title);
  const to = ORDER.indexOf(target);
  return from >= 0 && to > from;
}
