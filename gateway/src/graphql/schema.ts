import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AccountsResolver } from './accounts.resolver';
import { TrackingTokensResolver } from './tracking-tokens.resolver';
import { AdminResolver } from './admin.resolver';
import { AppConfigResolver, BootstrapFieldsResolver } from './app-config.resolver';
import { authChecker } from './auth-checker';
import { BillingResolver } from './billing.resolver';
import { ExchangeRatesResolver } from './exchange-rates.resolver';
import { IngestionResolver } from './ingestion.resolver';
import { JobPostingsResolver } from './job-postings.resolver';
import { PaymentsResolver } from './payments.resolver';
import { NewsletterResolver } from './newsletter.resolver';
import { JobFacetsResolver } from './job-facets.resolver';
import { JobsResolver } from './jobs.resolver';
import { SavedSearchesResolver } from './saved-searches.resolver';
import { SavedSearchFeedsResolver } from './saved-search-feeds.resolver';
import { SupportResolver } from './support.resolver';
import { TrackingResolver } from './tracking.resolver';
import { TrackingImportResolver } from './tracking-import.resolver';
import { AppliedJobNextEventResolver, TrackingEventsResolver } from './tracking-events.resolver';
import { MailForwardingResolver } from './mail-forwarding.resolver';

export function buildGatewaySchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [AccountsResolver, AppConfigResolver, BootstrapFieldsResolver, JobsResolver, JobFacetsResolver, SavedSearchesResolver, SavedSearchFeedsResolver, IngestionResolver, TrackingResolver, TrackingEventsResolver, AppliedJobNextEventResolver, MailForwardingResolver, TrackingImportResolver, TrackingTokensResolver, BillingResolver, PaymentsResolver, JobPostingsResolver, NewsletterResolver, SupportResolver, AdminResolver, ExchangeRatesResolver],
    authChecker,
    validate: false,
  });
}

/** The committed gateway/schema.graphql: sorted so that it only changes when the API does. */
export function printGatewaySchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
