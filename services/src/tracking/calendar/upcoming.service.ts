import { z } from 'zod';
import type { Owner } from '../../auth/authorization';
import { parseInput } from '../../common/validate';
import type { AppliedJobEventsService, AppliedJobEventView } from '../events/applied-job-events.service';

export const UPCOMING_DEFAULT_DAYS = 30;
export const UPCOMING_MAX_DAYS = 90;
const DAY_MS = 86_400_000;

/** An event on the Upcoming screen, with the application it belongs to. */
export interface UpcomingEventView extends AppliedJobEventView {
  jobTitle: string;
  companyName: string;
}

/**
 * A task due in the window, beside the events. Empty until tasks have due dates (issue 48, item 2):
 * that work fills `tasks` in UpcomingService.upcoming and gives this type its fields.
 */
export interface UpcomingTaskView {
  _id: string;
  appliedJobId: string;
  content: string;
  jobTitle: string;
  companyName: string;
}

export interface UpcomingView {
  days: number;
  /** The window: from now, `days` days on. */
  from: string;
  to: string;
  events: UpcomingEventView[];
  tasks: UpcomingTaskView[];
}

const DAYS_MESSAGE = `days must be a whole number from 1 to ${UPCOMING_MAX_DAYS}`;
const upcomingSchema = z.object({
  days: z
    .union([z.number(), z.string().regex(/^\d{1,3}$/, { message: DAYS_MESSAGE }).transform(Number)], { message: DAYS_MESSAGE })
    .pipe(z.number().int({ message: DAYS_MESSAGE }).min(1, { message: DAYS_MESSAGE }).max(UPCOMING_MAX_DAYS, { message: DAYS_MESSAGE }))
    .optional()
    .default(UPCOMING_DEFAULT_DAYS),
});

/**
 * What is coming up across every tracked job (issue 48, the Upcoming screen): the events not yet
 * over that start within the next `days` days, soonest first, each with its job's title and company.
 */
export class UpcomingService {
  constructor(private readonly events: AppliedJobEventsService) {}

  async upcoming(owner: Owner, input: { days?: unknown }, now = new Date()): Promise<UpcomingView> {
    const { days } = parseInput(upcomingSchema, { days: input.days === '' ? undefined : (input.days ?? undefined) });
    const to = new Date(now.getTime() + days * DAY_MS);
    const events = await this.events.eventsBetween(owner, now, to);
    return {
      days,
      from: now.toISOString(),
      to: to.toISOString(),
      events: events.map(({ event, jobTitle, companyName }) => ({ ...event, jobTitle, companyName })),
      tasks: [],
    };
  }
}
