import type { MockLink } from '@apollo/client/testing';
import { FollowUpSettingsDocument } from '../../../generated/graphql';

export const DEFAULT_FOLLOW_UPS = { enabled: true, appliedDays: 7, interviewDays: 1 };

/** The Follow-up reminders section's settings (its own tests: follow-up-reminders.spec.tsx); answered as often as asked. */
export const followUpSettingsMock = (settings: Partial<typeof DEFAULT_FOLLOW_UPS> = {}): MockLink.MockedResponse => ({
  request: { query: FollowUpSettingsDocument },
  result: { data: { followUpSettings: { __typename: 'FollowUpSettings', ...DEFAULT_FOLLOW_UPS, ...settings } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
