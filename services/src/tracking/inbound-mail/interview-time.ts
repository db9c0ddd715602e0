import { calendarEventTime } from './calendar-event-time';
import type { ForwardedMail } from './read-forwarded-mail';
import { textDateTime } from './text-date-time';

export interface InterviewTime {
  start: Date;
  end: Date | null;
  /** The IANA zone the time was given in, for showing it as the sender meant it; null when none was named. */
  timeZone: string | null;
}

/**
 * When an invitation's interview is: its calendar file's event if it has one (the sender's tool
 * wrote it, so it beats prose), else the one clear date and time with a zone in its text.
 */
export function interviewTime(mail: Pick<ForwardedMail, 'calendars' | 'text' | 'sentAt'>): InterviewTime | null {
  for (const calendar of mail.calendars) {
    const time = calendarEventTime(calendar);
    if (time) return time;
  }
  return textDateTime(mail.text, mail.sentAt);
}
