/** A task's due time as this device shows it: "due Tue 3 Dec, 09:00" (the year only when it is not this one). */
const PARTS = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export function dueLabel(dueAt: string, now: Date = new Date()): string {
  const due = new Date(dueAt);
  const part = Object.fromEntries(PARTS.formatToParts(due).map((p) => [p.type, p.value]));
  const year = due.getFullYear() === now.getFullYear() ? '' : ` ${part.year}`;
  return `due ${part.weekday} ${part.day} ${part.month}${year}, ${part.hour}:${part.minute}`;
}

/** Past its due time and not done. */
export const isOverdue = (task: { done: boolean; dueAt?: string | null }, now: Date = new Date()): boolean =>
  !task.done && Boolean(task.dueAt) && Date.parse(task.dueAt!) < now.getTime();

const pad = (n: number) => String(n).padStart(2, '0');

/** What `<input type="datetime-local">` shows for a due time, on this device's clock; blank for none. */
export function toLocalInput(dueAt: string | null | undefined): string {
  if (!dueAt) return '';
  const d = new Date(dueAt);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The instant a datetime-local value names on this device's clock (ISO, UTC). */
export const fromLocalInput = (value: string): string => new Date(value).toISOString();
