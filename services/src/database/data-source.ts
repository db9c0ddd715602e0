import 'reflect-metadata';
import { DataSource } from 'typeorm';
import type { Config } from '../config/config';
import { SessionEntity } from '../accounts/session.entity';
import { UserEntity } from '../accounts/user.entity';
import {
  AccessSwitchEntity,
  EmailTemplateEntity,
  FileTypeEntity,
  JobBoardEntity,
  JobCategoryEntity,
  JobStatusEntity,
} from '../app-config/app-config.entities';
import { StoredFileEntity } from '../files/stored-file.entity';
import { AppSubscriptionEntity } from '../subscriptions/app-subscription.entity';
import { Foundation1763830000000 } from './migrations/1763830000000-foundation';
import { JobDiscovery1763900000000 } from './migrations/1763900000000-job-discovery';
import { NarrowJobRows1763910000000 } from './migrations/1763910000000-narrow-job-rows';
import { JobListVersions1764000000000 } from './migrations/1764000000000-job-list-versions';
import { Ingestion1764100000000 } from './migrations/1764100000000-ingestion';
import { DropUnusedJobIndex1764110000000 } from './migrations/1764110000000-drop-unused-job-index';
import { Tracking1764200000000 } from './migrations/1764200000000-tracking';
import { BillingCatalogue1764300000000 } from './migrations/1764300000000-billing-catalogue';
import { Payments1764310000000 } from './migrations/1764310000000-payments';
import { JobPostings1764320000000 } from './migrations/1764320000000-job-postings';
import { MailAndNewsletter1764400000000 } from './migrations/1764400000000-mail-and-newsletter';
import { SupportMessages1764500000000 } from './migrations/1764500000000-support-messages';
import { DatabaseIdentity1764610000000 } from './migrations/1764610000000-database-identity';
import { PinnedJobsByDate1764700000000 } from './migrations/1764700000000-pinned-jobs-by-date';
import { JobSearch1764800000000 } from './migrations/1764800000000-job-search';
import { JobFacetCounts1764900000000 } from './migrations/1764900000000-job-facet-counts';
import { JobSearchWords1765000000000 } from './migrations/1765000000000-job-search-words';
import { KeywordFacetCounts1765100000000 } from './migrations/1765100000000-keyword-facet-counts';
import { JobVisitCells1765200000000 } from './migrations/1765200000000-job-visit-cells';
import { JobFacts1765300000000 } from './migrations/1765300000000-job-facts';
import { JobSearchFacts1765400000000 } from './migrations/1765400000000-job-search-facts';
import { JobSearchWordsPay1765500000000 } from './migrations/1765500000000-job-search-words-pay';
import { JobFactCounts1765600000000 } from './migrations/1765600000000-job-fact-counts';
import { JobTermCountsTags1765700000000 } from './migrations/1765700000000-job-term-counts-tags';
import { PinnedTerms1765800000000 } from './migrations/1765800000000-pinned-terms';
import { KeywordJobs1765900000000 } from './migrations/1765900000000-keyword-jobs';
import { TagJobs1766000000000 } from './migrations/1766000000000-tag-jobs';
import { PublicJobPages1766100000000 } from './migrations/1766100000000-public-job-pages';
import { CompanyLogos1766210000000 } from './migrations/1766210000000-company-logos';
import { PurchaseReceipts1766300000000 } from './migrations/1766300000000-purchase-receipts';
import { SavedSearches1766400000000 } from './migrations/1766400000000-saved-searches';
import { SavedSearchFeeds1766410000000 } from './migrations/1766410000000-saved-search-feeds';
import { JobsSeenAt1766430000000 } from './migrations/1766430000000-jobs-seen-at';
import { SavedSearchAlerts1766500000000 } from './migrations/1766500000000-saved-search-alerts';
import { PostingDescriptionParagraphs1766530000000 } from './migrations/1766530000000-posting-description-paragraphs';
import { ForeignKeyIndexes1766540000000 } from './migrations/1766540000000-foreign-key-indexes';
import { BoardDisplayNames1766600000000 } from './migrations/1766600000000-board-display-names';
import { FeedSafeText1766700000000 } from './migrations/1766700000000-feed-safe-text';
import { PaymentClaims1766720000000 } from './migrations/1766720000000-payment-claims';
import { TrackedJobs1766800000000 } from './migrations/1766800000000-tracked-jobs';
import { TrackingTokens1766810000000 } from './migrations/1766810000000-tracking-tokens';
import { InterviewEvents1766820000000 } from './migrations/1766820000000-interview-events';
import { TaskDueDates1766830000000 } from './migrations/1766830000000-task-due-dates';
import { Reminders1766840000000 } from './migrations/1766840000000-reminders';
import { MailForwarding1766850000000 } from './migrations/1766850000000-mail-forwarding';
import { ReadableStoredFilters1766860000000 } from './migrations/1766860000000-readable-stored-filters';
import { JobSearchChanges1766870000000 } from './migrations/1766870000000-job-search-changes';
import { recordPooler } from './database-pooler';

export const entities = [
  UserEntity,
  SessionEntity,
  StoredFileEntity,
  AppSubscriptionEntity,
  JobStatusEntity,
  FileTypeEntity,
  EmailTemplateEntity,
  AccessSwitchEntity,
  JobCategoryEntity,
  JobBoardEntity,
];

export const migrations = [Foundation1763830000000, JobDiscovery1763900000000, NarrowJobRows1763910000000, JobListVersions1764000000000, Ingestion1764100000000, DropUnusedJobIndex1764110000000, Tracking1764200000000, BillingCatalogue1764300000000, Payments1764310000000, JobPostings1764320000000, MailAndNewsletter1764400000000, SupportMessages1764500000000, DatabaseIdentity1764610000000, PinnedJobsByDate1764700000000, JobSearch1764800000000, JobFacetCounts1764900000000, JobSearchWords1765000000000, KeywordFacetCounts1765100000000, JobVisitCells1765200000000, JobFacts1765300000000, JobSearchFacts1765400000000, JobSearchWordsPay1765500000000, JobFactCounts1765600000000, JobTermCountsTags1765700000000, PinnedTerms1765800000000, KeywordJobs1765900000000, TagJobs1766000000000, PublicJobPages1766100000000, CompanyLogos1766210000000, PurchaseReceipts1766300000000, SavedSearches1766400000000, SavedSearchFeeds1766410000000, JobsSeenAt1766430000000, SavedSearchAlerts1766500000000, PostingDescriptionParagraphs1766530000000, ForeignKeyIndexes1766540000000, BoardDisplayNames1766600000000, FeedSafeText1766700000000, PaymentClaims1766720000000, TrackedJobs1766800000000, TrackingTokens1766810000000, InterviewEvents1766820000000, TaskDueDates1766830000000, Reminders1766840000000, MailForwarding1766850000000, ReadableStoredFilters1766860000000, JobSearchChanges1766870000000];

/** `databasePooler` is `none` unless given (the test setup and scripts reach the server directly). */
export function createDataSource(config: Pick<Config, 'databaseUrl'> & Partial<Pick<Config, 'databasePooler'>>): DataSource {
  const db = new DataSource({
    type: 'postgres',
    url: config.databaseUrl,
    entities,
    migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    // A server that does not answer a connection (a dropped packet, a host gone) fails the request
    // within this, as a 503 (database-unreachable.ts), instead of leaving it waiting. The same bound
    // holds for waiting on a busy pool, far above what a request waits under the benchmark's load.
    extra: { max: 10, connectionTimeoutMillis: 10_000 },
  });
  recordPooler(db, config.databasePooler ?? 'none');
  return db;
}
