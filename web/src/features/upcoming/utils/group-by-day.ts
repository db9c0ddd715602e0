import { eventDate, eventDay } from '../../../lib/event-times';

export interface DayGroup<T> {
  /** YYYY-MM-DD on this device's calendar. */
  date: string;
  /** "Tue 3 Dec". */
  label: string;
  items: T[];
}

/** Items by the day they fall on in the viewer's zone, in the order given (the API's is soonest first). */
export function groupByDay<T>(items: readonly T[], instantOf: (item: T) => string, timeZone?: string): DayGroup<T>[] {
  const groups = new Map<string, DayGroup<T>>();
  for (const item of items) {
    const instant = instantOf(item);
    const date = eventDate(instant, timeZone);
    let group = groups.get(date);
    if (!group) {
      group = { date, label: eventDay(instant, timeZone), items: [] };
      groups.set(date, group);
    }
    group.items.push(item);
  }
  return [...groups.values()].sort((a, b) => a.date.localeCompare(b.date));
}
