import { JOB_SORTS, PLACE_FILTERS } from '@remotehunt/services/jobs/job-filter.schema';
import { z } from '../zod-openapi';
import { dateTime, id, orNull } from './common.responses';

const SUBSCRIPTION_STATUSES = ['none', 'trial', 'paid', 'incomplete', 'incomplete_expired', 'past_due', 'canceled', 'unpaid', 'paused', 'expired'] as const;

/** The app subscription's state (services/src/subscriptions/app-subscription.service.ts). */
export const AppSubscription = z
  .strictObject({
    status: z.enum(SUBSCRIPTION_STATUSES),
    active: z.boolean().openapi({ description: 'Whether the subscription guard lets the user in now.' }),
    endTime: dateTime().nullable(),
    subscriptionId: z.string().nullable(),
    lifetime: z.boolean(),
  })
  .openapi('AppSubscription');

/** The job-list filters the user last used; they pre-populate the list. */
export const SessionFilters = z
  .strictObject({
    tags: z.array(z.string()),
    categories: z.array(z.string()),
    sources: z.array(z.string()),
    hideViewedJobs: z.boolean(),
    worldwide: z.boolean(),
    eligibility: z.enum(PLACE_FILTERS).optional(),
    minPay: z.number().int().optional(),
    payCurrency: z.string().optional(),
    withPayOnly: z.boolean().optional(),
    jobTypes: z.array(z.string()).optional(),
    seniorities: z.array(z.string()).optional(),
    sort: z.enum(JOB_SORTS).optional(),
  })
  .openapi('SessionFilters');

const ProfilePic = z
  .strictObject({ _id: id(), file: z.strictObject({ name: z.string() }), fileUrl: z.string().openapi({ description: 'GET it with the bearer token.' }) })
  .openapi('ProfilePic');

const userInfoFields = {
  _id: id(),
  userId: id(),
  name: z.string(),
  email: z.string(),
  admin: z.boolean(),
  recruiter: z.boolean(),
  isAdmin: z.boolean(),
  profilePic: orNull(ProfilePic),
  session: SessionFilters,
  country: z.string().nullable().openapi({ description: 'ISO 3166-1 alpha-2, or null until set in Account Settings.' }),
  timezone: z.string().nullable().openapi({ description: 'IANA time zone name, or null.' }),
};

/** The REST user info (gateway/src/rest/user-info.response.ts). */
export const UserInfo = z.strictObject({ ...userInfoFields, appSubscription: AppSubscription }).openapi('UserInfo');

const sessionFields = {
  token: z.string().openapi({ description: 'Send as `Authorization: Bearer <token>`.' }),
  userId: id(),
  expiry: dateTime(),
  exp: z.number().int().openapi({ description: 'The token’s expiry, seconds since the epoch.' }),
  iat: z.number().int().openapi({ description: 'When the token was issued, seconds since the epoch.' }),
};

export const Session = z.strictObject({ ...sessionFields, userInfo: UserInfo }).openapi('Session');

export const AuthCheck = z.strictObject({ authenticated: z.literal(true), userId: id() }).openapi('AuthCheck');

export const JobStatus = z.strictObject({ _id: id(), title: z.string() }).openapi('JobStatus');

export const JobStatuses = z.strictObject({ data: z.array(JobStatus), total: z.number().int() }).openapi('JobStatuses');

export const AccessSwitches = z
  .strictObject({ enableFreeAccessForApp: z.boolean(), enableFreeAccessForNewsletter: z.boolean() })
  .openapi('AccessSwitches');

export const AppConfig = z
  .strictObject({
    fileTypes: z.array(z.strictObject({ id: z.string(), title: z.string() })),
    emailTemplates: z.array(z.strictObject({ id: z.string(), name: z.string() })),
    countries: z.array(z.strictObject({ name: z.string(), code: z.string() })),
    accessSwitches: AccessSwitches,
    filters: z.strictObject({
      sources: z.array(z.strictObject({ name: z.string(), favicon: z.string() })),
      categories: z.array(z.string()),
    }),
  })
  .openapi('AppConfig');
