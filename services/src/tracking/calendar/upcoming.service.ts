import type { DataSource } from 'typeorm';
import { z } from 'zod';
import type { Owner } from '../../auth/authorization';
import { parseInput } from '../../common/validate';
import type { AppliedJobEventsService, AppliedJobEventView } from '../events/applied-job-events.service';
import { dueTasksOf } from './due-tasks';

export const UPCOMING_DEFAULT_DAYS = 30;
export const UPCOMING_MAX_DAYS = 90;
const DAY_MS = 86_400_000;

/** An event on the Upcoming screen, with the application it belongs to. */
export interface UpcomingEventView extends AppliedJobEventView {
  jobTitle: string;
  companyName: string;
}

/** An undone task due in the window, or overdue by up to as many days, beside the events. */
export interface UpcomingTaskView {
  _id: string;
  appliedJobId: string;
  content: string;
  dueAt: string;
  dueTimeZone: string;
  overdue: boolean;
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
 * over that start within the next `days` days, and the undone tasks due in them, soonest first,
 * each with its job's title and company. A task past its time stays (overdue) for as many days
 * back, since it still wants doing; an event past is over.
 */
export class UpcomingService {
  constructor(
    private readonly db: DataSource,
    private readonly events: AppliedJobEventsService,
  ) {}

  async upcoming(owner: Owner, input: { days?: unknown }, now = new Date()): Promise<UpcomingView> {
    const { days } = parseInput(upcomingSchema, { days: input.days === '' ? undefined : (input.days ?? undefined) });
    const to = new Date(now.getTime() + days * DAY_MS);
    const [events, tasks] = await Promise.all([
      this.events.eventsBetween(owner, now, to),
      dueTasksOf(this.db, owner.userId, new Date(now.getTime() - days * DAY_MS), to),
    ]);
    return {
      days,
      from: now.toISOString(),
      to: to.toISOString(),
      events: events.map(({ event, jobTitle, companyName }) => ({ ...event, jobTitle, companyName })),
      tasks: tasks.map((t) => ({
        _id: t.id,
        appliedJobId: t.appliedJobId,
        content: t.content,
        dueAt: t.dueAt.toISOString(),
        dueTimeZone: t.dueTimeZone,
        overdue: t.dueAt < now,
        jobTitle: t.jobTitle,
        companyName: t.companyName,
      })),
    };
  }
}
