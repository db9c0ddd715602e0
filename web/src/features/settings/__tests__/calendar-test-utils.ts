import type { MockLink } from '@apollo/client/testing';
import { CalendarFeedDocument } from '../../../generated/graphql';

export const NO_CALENDAR_FEED = { active: false, includeTasks: false, createdAt: null };

/** The Calendar section's state (its own tests: calendar-feed.spec.tsx); answered as often as asked unless `once`. */
export const calendarFeedMock = (feed: Partial<typeof NO_CALENDAR_FEED> | { active: boolean; includeTasks: boolean; createdAt: string } = {}, { once = false } = {}): MockLink.MockedResponse => ({
  request: { query: CalendarFeedDocument },
  result: { data: { calendarFeed: { __typename: 'CalendarFeed', ...NO_CALENDAR_FEED, ...feed } } },
  ...(once ? {} : { maxUsageCount: Number.POSITIVE_INFINITY }),
});
