/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AdminAppConfig {\n  appConfig {\n    emailTemplates {\n      id\n      name\n    }\n    accessSwitches {\n      enableFreeAccessForApp\n      enableFreeAccessForNewsletter\n    }\n  }\n}": typeof types.AdminAppConfigDocument,
    "fragment AdminJobBoardFields on AdminJobBoard {\n  _id\n  name\n  url\n  enabled\n  hasFeed\n  intervalMinutes\n  minIntervalMinutes\n  fullFeed\n  lastRun {\n    ...IngestionRunFields\n  }\n}": typeof types.AdminJobBoardFieldsFragmentDoc,
    "query AdminJobBoards {\n  adminJobBoards {\n    ...AdminJobBoardFields\n  }\n}": typeof types.AdminJobBoardsDocument,
    "fragment AdminUserFields on AdminUser {\n  _id\n  name\n  email\n  lastUpdated\n  createdAt\n  admin\n  recruiter\n  emailsUnsubscribed\n  subscription {\n    status\n    state\n    endTime\n    lifetime\n  }\n}": typeof types.AdminUserFieldsFragmentDoc,
    "query AdminUsers($page: Int!, $limit: Int!, $query: String) {\n  adminUsers(page: $page, limit: $limit, query: $query) {\n    total\n    page\n    limit\n    data {\n      ...AdminUserFields\n    }\n  }\n}": typeof types.AdminUsersDocument,
    "query EmailTemplatePreview($templateId: String!) {\n  emailTemplatePreview(templateId: $templateId) {\n    id\n    subject\n    html\n    text\n  }\n}": typeof types.EmailTemplatePreviewDocument,
    "query ExchangeRates {\n  exchangeRates {\n    currency\n    usdPer\n    asOf\n  }\n}": typeof types.ExchangeRatesDocument,
    "fragment IngestionRunFields on IngestionRun {\n  id\n  boardId\n  boardName\n  trigger\n  status\n  attempt\n  startedAt\n  finishedAt\n  fetched\n  created\n  updated\n  unchanged\n  duplicates\n  skipped\n  error\n}": typeof types.IngestionRunFieldsFragmentDoc,
    "query IngestionRuns($limit: Int!) {\n  ingestionRuns(limit: $limit) {\n    ...IngestionRunFields\n  }\n}": typeof types.IngestionRunsDocument,
    "mutation RunJobBoard($boardId: ID!) {\n  runJobBoard(boardId: $boardId) {\n    jobId\n  }\n}": typeof types.RunJobBoardDocument,
    "mutation SendMarketingEmail($type: String!, $email: String!) {\n  sendMarketingEmail(type: $type, email: $email) {\n    messageId\n  }\n}": typeof types.SendMarketingEmailDocument,
    "mutation SetAccessSwitches($input: AccessSwitchesInput!) {\n  setAccessSwitches(input: $input) {\n    enableFreeAccessForApp\n    enableFreeAccessForNewsletter\n  }\n}": typeof types.SetAccessSwitchesDocument,
    "mutation SetExchangeRate($input: ExchangeRateInput!) {\n  setExchangeRate(input: $input) {\n    currency\n    usdPer\n    asOf\n  }\n}": typeof types.SetExchangeRateDocument,
    "mutation UpdateJobBoard($boardId: ID!, $input: JobBoardSettingsInput!) {\n  updateJobBoard(boardId: $boardId, input: $input) {\n    ...AdminJobBoardFields\n  }\n}": typeof types.UpdateJobBoardDocument,
    "mutation AddAppliedJobEvent($appliedJobId: ID!, $input: AppliedJobEventInput!) {\n  addAppliedJobEvent(appliedJobId: $appliedJobId, input: $input) {\n    ...AppliedJobEventFields\n  }\n}": typeof types.AddAppliedJobEventDocument,
    "fragment AppliedJobEventFields on AppliedJobEvent {\n  _id\n  appliedJobId\n  kind\n  startsAt\n  endsAt\n  timeZone\n  meetingUrl\n  contactIds\n  note\n}": typeof types.AppliedJobEventFieldsFragmentDoc,
    "query AppliedJobEvents($appliedJobId: ID!, $page: Int!, $limit: Int!) {\n  appliedJobEvents(appliedJobId: $appliedJobId, page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...AppliedJobEventFields\n    }\n  }\n}": typeof types.AppliedJobEventsDocument,
    "mutation DeleteAppliedJobEvent($appliedJobId: ID!, $id: ID!) {\n  deleteAppliedJobEvent(appliedJobId: $appliedJobId, id: $id)\n}": typeof types.DeleteAppliedJobEventDocument,
    "mutation UpdateAppliedJobEvent($appliedJobId: ID!, $id: ID!, $input: AppliedJobEventInput!) {\n  updateAppliedJobEvent(appliedJobId: $appliedJobId, id: $id, input: $input) {\n    ...AppliedJobEventFields\n  }\n}": typeof types.UpdateAppliedJobEventDocument,
    "fragment AuthSessionFields on AuthSession {\n  token\n  userId\n  expiry\n  exp\n  iat\n  userInfo {\n    ...UserFields\n  }\n}": typeof types.AuthSessionFieldsFragmentDoc,
    "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    ...AuthSessionFields\n  }\n}": typeof types.SignInDocument,
    "query SignUpPlans {\n  appPlans {\n    prices {\n      id\n      label\n      amount\n      currency\n      subscription\n      intervalType\n    }\n  }\n}": typeof types.SignUpPlansDocument,
    "mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    ...AuthSessionFields\n  }\n}": typeof types.SignUpDocument,
    "query RemoteCompanies($page: Int!, $limit: Int!) {\n  remoteCompanies(page: $page, limit: $limit) {\n    total\n    data {\n      _id\n      name\n      logo\n      description\n      url\n      careersPage\n      jobCount\n    }\n  }\n}": typeof types.RemoteCompaniesDocument,
    "query AppliedJobDocuments($appliedJobId: ID!, $page: Int!, $limit: Int!) {\n  appliedJobDocuments(appliedJobId: $appliedJobId, page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...DocumentFields\n    }\n  }\n}": typeof types.AppliedJobDocumentsDocument,
    "mutation CreateShareableLink($documentId: ID!) {\n  createShareableLink(documentId: $documentId) {\n    url\n    views\n    createdAt\n  }\n}": typeof types.CreateShareableLinkDocument,
    "mutation DeleteDocument($id: ID!) {\n  deleteDocument(id: $id)\n}": typeof types.DeleteDocumentDocument,
    "fragment DocumentFields on Document {\n  _id\n  type\n  title\n  appliedJobId\n  createdAt\n  file {\n    name\n    size\n    contentType\n  }\n  appliedJob {\n    jobTitle\n    companyName\n  }\n  shareableLink {\n    url\n    views\n    createdAt\n  }\n}": typeof types.DocumentFieldsFragmentDoc,
    "query Documents($page: Int!, $limit: Int!) {\n  documents(page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...DocumentFields\n    }\n  }\n}": typeof types.DocumentsDocument,
    "mutation RevokeShareableLink($documentId: ID!) {\n  revokeShareableLink(documentId: $documentId)\n}": typeof types.RevokeShareableLinkDocument,
    "query JobBoards($page: Int!, $limit: Int!) {\n  jobBoards(page: $page, limit: $limit) {\n    total\n    data {\n      _id\n      name\n      url\n      logo\n      description\n    }\n  }\n}": typeof types.JobBoardsDocument,
    "mutation CancelJobAutoBump($jobId: ID!) {\n  cancelJobAutoBump(jobId: $jobId) {\n    _id\n    isSubscription\n  }\n}": typeof types.CancelJobAutoBumpDocument,
    "fragment JobPostingFields on Job {\n  ...JobCardFields\n  isSubscription\n  description\n  regionalRestriction\n  metadata {\n    pinTill\n  }\n  company {\n    hq\n    email\n    websiteUrl\n    description\n    statement\n  }\n}": typeof types.JobPostingFieldsFragmentDoc,
    "mutation MarkJobFilled($jobId: ID!) {\n  markJobFilled(jobId: $jobId) {\n    _id\n    filled\n    isSubscription\n  }\n}": typeof types.MarkJobFilledDocument,
    "query MyJobPostings($page: Int!, $limit: Int!) {\n  myJobPostings(page: $page, limit: $limit) {\n    total\n    data {\n      ...JobPostingFields\n    }\n  }\n}": typeof types.MyJobPostingsDocument,
    "query CompanyJobs($companyName: String!, $page: Int!, $limit: Int!) {\n  companyJobs(companyName: $companyName, page: $page, limit: $limit) {\n    total\n    data {\n      ...SeekerJobFields\n    }\n  }\n}": typeof types.CompanyJobsDocument,
    "mutation CreateSavedSearch($name: String!, $filter: JobFilterInput!) {\n  createSavedSearch(name: $name, filter: $filter) {\n    id\n    name\n  }\n}": typeof types.CreateSavedSearchDocument,
    "mutation DelistJob($id: ID!) {\n  delistJob(id: $id)\n}": typeof types.DelistJobDocument,
    "fragment JobCardFields on Job {\n  _id\n  jobTitle\n  companyName\n  companyImage\n  source {\n    name\n    url\n    attribution\n    jobUrl\n  }\n  tags\n  category\n  applyUrl\n  datePosted\n  validThrough\n  metadata {\n    highlight\n  }\n  worldwide\n  eligibility {\n    badge\n    forYou\n  }\n  salary {\n    min\n    max\n    currency\n    period\n  }\n  jobType\n  seniority\n  staleReason\n  pagePath\n  expired\n  filled\n  shortlisted\n  shortlistedJobId\n  status\n  visited\n  applied\n}": typeof types.JobCardFieldsFragmentDoc,
    "query JobDetails($id: ID!) {\n  job(id: $id) {\n    _id\n    description\n    alsoOn {\n      name\n      url\n    }\n    expiredReason\n  }\n}": typeof types.JobDetailsDocument,
    "query JobFacets($filter: JobFilterInput) {\n  jobFacets(filter: $filter) {\n    boards {\n      value\n      count\n      countIsExact\n    }\n    categories {\n      value\n      count\n      countIsExact\n    }\n    tags {\n      value\n      count\n      countIsExact\n    }\n    worldwide {\n      count\n      countIsExact\n    }\n  }\n}": typeof types.JobFacetsDocument,
    "query Jobs($filter: JobFilterInput, $page: Int!, $limit: Int!, $saveAsSession: Boolean) {\n  jobs(filter: $filter, page: $page, limit: $limit, saveAsSession: $saveAsSession) {\n    total\n    totalIsExact\n    data {\n      ...SeekerJobFields\n    }\n  }\n}": typeof types.JobsDocument,
    "mutation MarkApplied($jobId: ID!) {\n  markApplied(jobId: $jobId) {\n    _id\n    appliedJobId\n    jobId\n    status\n  }\n}": typeof types.MarkAppliedDocument,
    "query PayCurrencies {\n  exchangeRates {\n    currency\n  }\n}": typeof types.PayCurrenciesDocument,
    "mutation RecordVisit($jobId: ID!) {\n  recordVisit(jobId: $jobId)\n}": typeof types.RecordVisitDocument,
    "fragment SeekerJobFields on Job {\n  ...JobCardFields\n  appliedJobId\n}": typeof types.SeekerJobFieldsFragmentDoc,
    "mutation ShortlistJob($jobId: ID!) {\n  shortlistJob(jobId: $jobId) {\n    _id\n    jobId\n    status\n  }\n}": typeof types.ShortlistJobDocument,
    "query ShortlistedJobs($page: Int!, $limit: Int!) {\n  shortlistedJobs(page: $page, limit: $limit) {\n    total\n    data {\n      ...SeekerJobFields\n    }\n  }\n}": typeof types.ShortlistedJobsDocument,
    "query TagSearch($query: String!, $limit: Int!) {\n  tags(query: $query, page: 1, limit: $limit) {\n    title\n  }\n}": typeof types.TagSearchDocument,
    "mutation UpdateJobApplicationStatus($id: ID!, $status: ID!) {\n  updateAppliedJobStatus(id: $id, status: $status) {\n    _id\n    status\n    statusChangedAt\n  }\n}": typeof types.UpdateJobApplicationStatusDocument,
    "mutation UpdateShortlistedJob($id: ID!, $status: ID!) {\n  updateShortlistedJob(id: $id, status: $status) {\n    _id\n    jobId\n    status\n  }\n}": typeof types.UpdateShortlistedJobDocument,
    "query ViewedJobs($page: Int!, $limit: Int!) {\n  viewedJobs(page: $page, limit: $limit) {\n    total\n    data {\n      ...SeekerJobFields\n    }\n  }\n}": typeof types.ViewedJobsDocument,
    "mutation AddMailSender($address: String!) {\n  addMailSender(address: $address) {\n    _id\n    address\n    verified\n    createdAt\n  }\n}": typeof types.AddMailSenderDocument,
    "mutation ConfirmMailSuggestion($id: ID!, $appliedJobId: ID) {\n  confirmMailSuggestion(id: $id, appliedJobId: $appliedJobId) {\n    ...MailSuggestionFields\n  }\n}": typeof types.ConfirmMailSuggestionDocument,
    "mutation DismissMailSuggestion($id: ID!) {\n  dismissMailSuggestion(id: $id) {\n    ...MailSuggestionFields\n  }\n}": typeof types.DismissMailSuggestionDocument,
    "fragment MailForwardingFields on MailForwarding {\n  address\n  accountAddress\n  receiving\n  senders {\n    _id\n    address\n    verified\n    createdAt\n  }\n}": typeof types.MailForwardingFieldsFragmentDoc,
    "query MailForwarding {\n  mailForwarding {\n    ...MailForwardingFields\n  }\n}": typeof types.MailForwardingDocument,
    "fragment MailSuggestionFields on MailSuggestion {\n  _id\n  receivedAt\n  sender\n  subject\n  kind\n  sentence\n  appliedJobId\n  jobTitle\n  companyName\n  toStatus\n  toStatusTitle\n  eventStartsAt\n  eventTimeZone\n  state\n}": typeof types.MailSuggestionFieldsFragmentDoc,
    "query MailSuggestions {\n  mailSuggestions {\n    ...MailSuggestionFields\n  }\n}": typeof types.MailSuggestionsDocument,
    "mutation RemoveMailSender($id: ID!) {\n  removeMailSender(id: $id)\n}": typeof types.RemoveMailSenderDocument,
    "mutation ReplaceForwardingAddress {\n  replaceForwardingAddress {\n    ...MailForwardingFields\n  }\n}": typeof types.ReplaceForwardingAddressDocument,
    "mutation VerifyMailSender($token: String!) {\n  verifyMailSender(token: $token)\n}": typeof types.VerifyMailSenderDocument,
    "query MyNewsletter {\n  myNewsletter {\n    ...NewsletterFields\n  }\n}": typeof types.MyNewsletterDocument,
    "fragment NewsletterFields on Newsletter {\n  _id\n  jobId\n  email\n  name\n  contains\n  countryCode\n  category\n  scheduleEvery\n  filterTypes {\n    title\n    tags\n    description\n  }\n  status\n  access\n}": typeof types.NewsletterFieldsFragmentDoc,
    "query NewsletterFormOptions {\n  newsletterFormOptions {\n    countries {\n      code\n      name\n    }\n    categories {\n      slug\n      title\n    }\n    freeAccess\n  }\n}": typeof types.NewsletterFormOptionsDocument,
    "query NewsletterProductInfo {\n  newsletterProductInfo {\n    prices {\n      id\n      amount\n      currency\n      subscription\n      interval\n      intervalType\n      label\n      country\n    }\n    public_key\n    testMode\n  }\n}": typeof types.NewsletterProductInfoDocument,
    "mutation SendNewsletterLoginLink($email: String!) {\n  sendNewsletterLoginLink(email: $email)\n}": typeof types.SendNewsletterLoginLinkDocument,
    "mutation SignInWithNewsletterLink($token: String!) {\n  signInWithNewsletterLink(token: $token) {\n    ...AuthSessionFields\n  }\n}": typeof types.SignInWithNewsletterLinkDocument,
    "mutation SubscribeNewsletterWithPlan($input: NewsletterPreferencesInput!) {\n  subscribeNewsletterWithPlan(input: $input) {\n    ...NewsletterFields\n  }\n}": typeof types.SubscribeNewsletterWithPlanDocument,
    "mutation SubscribeNewsletter($input: NewsletterOrderInput!) {\n  subscribeNewsletter(input: $input) {\n    freeAccess\n    status\n    confirmationSent\n    sessionId\n    url\n  }\n}": typeof types.SubscribeNewsletterDocument,
    "mutation UnsubscribeNewsletter($newsletterId: ID!) {\n  unsubscribeNewsletter(newsletterId: $newsletterId)\n}": typeof types.UnsubscribeNewsletterDocument,
    "mutation UpdateNewsletter($newsletterId: ID!, $input: NewsletterPreferencesInput!) {\n  updateNewsletter(newsletterId: $newsletterId, input: $input) {\n    ...NewsletterFields\n  }\n}": typeof types.UpdateNewsletterDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    success\n    message\n  }\n}": typeof types.RequestPasswordResetDocument,
    "mutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password)\n}": typeof types.ResetPasswordDocument,
    "query JobPostingFormOptions {\n  jobPostingFormOptions {\n    categories\n    regionalRestrictions\n    jobTypes\n    salaryCurrencies\n    salaryPeriods\n  }\n}": typeof types.JobPostingFormOptionsDocument,
    "query JobPostingProductInfo {\n  jobPostingProductInfo {\n    prices {\n      id\n      label\n      amount\n      currency\n      subscription\n      interval\n      intervalType\n      country\n    }\n    public_key\n    testMode\n  }\n}": typeof types.JobPostingProductInfoDocument,
    "mutation DeleteSavedSearch($id: ID!) {\n  deleteSavedSearch(id: $id)\n}": typeof types.DeleteSavedSearchDocument,
    "mutation OpenSavedSearch($id: ID!) {\n  openSavedSearch(id: $id) {\n    ...SavedSearchFields\n  }\n}": typeof types.OpenSavedSearchDocument,
    "fragment SavedSearchFields on SavedSearch {\n  id\n  name\n  openedAt\n  filter {\n    categories\n    sources\n    tags\n    hideViewedJobs\n    worldwide\n    query\n    eligibility\n    country\n    minPay\n    payCurrency\n    withPayOnly\n    jobTypes\n    seniorities\n    sort\n  }\n  alert {\n    frequency\n    hour\n    weekday\n    timezone\n    quietHours {\n      start\n      end\n    }\n    nextAlertAt\n  }\n}": typeof types.SavedSearchFieldsFragmentDoc,
    "query SavedSearches {\n  savedSearches {\n    ...SavedSearchFields\n  }\n  savedSearchNews {\n    id\n    newJobs\n    newJobsIsExact\n  }\n}": typeof types.SavedSearchesDocument,
    "mutation SetSavedSearchAlert($id: ID!, $alert: SavedSearchAlertInput!) {\n  setSavedSearchAlert(id: $id, alert: $alert) {\n    ...SavedSearchFields\n  }\n}": typeof types.SetSavedSearchAlertDocument,
    "mutation StopSavedSearchAlerts($id: ID!, $token: String!) {\n  stopSavedSearchAlerts(id: $id, token: $token)\n}": typeof types.StopSavedSearchAlertsDocument,
    "mutation UpdateSavedSearch($id: ID!, $name: String, $filter: JobFilterInput) {\n  updateSavedSearch(id: $id, name: $name, filter: $filter) {\n    ...SavedSearchFields\n  }\n}": typeof types.UpdateSavedSearchDocument,
    "query AccountMe {\n  me {\n    ...UserFields\n  }\n}": typeof types.AccountMeDocument,
    "query AccountSubscription {\n  subscription {\n    status\n    active\n    subscriptionId\n    endTime\n    lifetime\n    intervalType\n    cancelAtPeriodEnd\n  }\n}": typeof types.AccountSubscriptionDocument,
    "query CalendarFeed {\n  calendarFeed {\n    active\n    includeTasks\n    createdAt\n  }\n}": typeof types.CalendarFeedDocument,
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}": typeof types.ChangePasswordDocument,
    "mutation CreateCalendarFeed($includeTasks: Boolean) {\n  createCalendarFeed(includeTasks: $includeTasks) {\n    url\n    includeTasks\n    createdAt\n  }\n}": typeof types.CreateCalendarFeedDocument,
    "mutation CreateTrackingToken($name: String!) {\n  createTrackingToken(name: $name) {\n    _id\n    name\n    createdAt\n    lastUsedAt\n    token\n  }\n}": typeof types.CreateTrackingTokenDocument,
    "mutation DeleteAvatar {\n  deleteAvatar {\n    ...UserFields\n  }\n}": typeof types.DeleteAvatarDocument,
    "query FollowUpSettings {\n  followUpSettings {\n    enabled\n    appliedDays\n    interviewDays\n  }\n}": typeof types.FollowUpSettingsDocument,
    "mutation RevokeCalendarFeed {\n  revokeCalendarFeed\n}": typeof types.RevokeCalendarFeedDocument,
    "mutation RevokeTrackingToken($id: ID!) {\n  revokeTrackingToken(id: $id)\n}": typeof types.RevokeTrackingTokenDocument,
    "query TrackingTokens {\n  trackingTokens {\n    _id\n    name\n    createdAt\n    lastUsedAt\n  }\n}": typeof types.TrackingTokensDocument,
    "mutation UpdateCalendarFeed($includeTasks: Boolean!) {\n  updateCalendarFeed(includeTasks: $includeTasks) {\n    active\n    includeTasks\n    createdAt\n  }\n}": typeof types.UpdateCalendarFeedDocument,
    "mutation UpdateFollowUpSettings($input: FollowUpSettingsInput!) {\n  updateFollowUpSettings(input: $input) {\n    enabled\n    appliedDays\n    interviewDays\n  }\n}": typeof types.UpdateFollowUpSettingsDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...UserFields\n  }\n}": typeof types.UpdateProfileDocument,
    "query HasUnreadMessages {\n  hasUnreadMessages\n}": typeof types.HasUnreadMessagesDocument,
    "mutation MarkJobListSeen {\n  markJobListSeen\n}": typeof types.MarkJobListSeenDocument,
    "query SideMenuNews {\n  jobListNews {\n    newJobs\n    newJobsIsExact\n  }\n  savedSearches {\n    id\n    name\n  }\n  savedSearchNews {\n    id\n    newJobs\n    newJobsIsExact\n  }\n}": typeof types.SideMenuNewsDocument,
    "mutation SignInWithLink($token: String!) {\n  signInWithLink(token: $token) {\n    ...AuthSessionFields\n  }\n}": typeof types.SignInWithLinkDocument,
    "query AppPlans {\n  appPlans {\n    prices {\n      ...PlanPriceFields\n    }\n    public_key\n    testMode\n  }\n}": typeof types.AppPlansDocument,
    "mutation CancelSubscription($subscriptionId: String!) {\n  cancelSubscription(subscriptionId: $subscriptionId) {\n    ...SubscriptionDetailsFields\n  }\n}": typeof types.CancelSubscriptionDocument,
    "mutation CreatePaymentCustomer($customerEmail: String!) {\n  createPaymentCustomer(customerEmail: $customerEmail) {\n    id\n  }\n}": typeof types.CreatePaymentCustomerDocument,
    "mutation CreatePlanCheckout($input: CheckoutSessionInput!) {\n  createCheckoutSession(input: $input) {\n    sessionId\n    url\n  }\n}": typeof types.CreatePlanCheckoutDocument,
    "mutation CreateSubscription($input: CreateSubscriptionInput!) {\n  createSubscription(input: $input) {\n    ...SubscriptionDetailsFields\n  }\n}": typeof types.CreateSubscriptionDocument,
    "query MySubscription {\n  subscription {\n    ...SubscriptionDetailsFields\n  }\n}": typeof types.MySubscriptionDocument,
    "fragment PlanPriceFields on Price {\n  id\n  label\n  amount\n  currency\n  subscription\n  interval\n  intervalType\n  country\n}": typeof types.PlanPriceFieldsFragmentDoc,
    "fragment SubscriptionDetailsFields on SubscriptionDetails {\n  status\n  active\n  subscriptionId\n  endTime\n  lifetime\n  priceId\n  intervalType\n  cancelAtPeriodEnd\n  lastPaymentErrors {\n    message\n  }\n}": typeof types.SubscriptionDetailsFieldsFragmentDoc,
    "query SubscriptionProducts {\n  subscriptionProducts {\n    prices {\n      ...PlanPriceFields\n    }\n    public_key\n    testMode\n  }\n}": typeof types.SubscriptionProductsDocument,
    "mutation MarkMessagesRead {\n  markMessagesRead\n}": typeof types.MarkMessagesReadDocument,
    "mutation ReplySupportMessage($messageId: ID!, $reply: String!) {\n  replySupportMessage(messageId: $messageId, reply: $reply) {\n    ...SupportMessageFields\n  }\n}": typeof types.ReplySupportMessageDocument,
    "mutation SendSupportMessage($details: String!) {\n  sendSupportMessage(details: $details) {\n    ...SupportMessageFields\n  }\n}": typeof types.SendSupportMessageDocument,
    "fragment SupportMessageFields on SupportMessage {\n  _id\n  from\n  to\n  details\n  sentTime\n  reply\n  replyTime\n}": typeof types.SupportMessageFieldsFragmentDoc,
    "query SupportMessages($page: Int!, $limit: Int!) {\n  supportMessages(page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...SupportMessageFields\n    }\n    users {\n      _id\n      name\n      email\n    }\n  }\n}": typeof types.SupportMessagesDocument,
    "mutation CancelTestCheckout($id: ID!) {\n  cancelTestCheckout(id: $id) {\n    redirectUrl\n  }\n}": typeof types.CancelTestCheckoutDocument,
    "mutation PayTestCheckout($id: ID!) {\n  payTestCheckout(id: $id) {\n    redirectUrl\n  }\n}": typeof types.PayTestCheckoutDocument,
    "query TestCheckout($id: ID!) {\n  testCheckout(id: $id) {\n    id\n    mode\n    status\n    customerEmail\n    price {\n      label\n      amount\n      currency\n      interval\n      intervalType\n    }\n  }\n}": typeof types.TestCheckoutDocument,
    "query PreviewJobLink($url: String!) {\n  previewJobLink(url: $url) {\n    url\n    matchedJobId\n    alreadyTracked {\n      appliedJobId\n      saved\n      appliedAt\n    }\n    job {\n      jobTitle\n      companyName\n      location\n      description\n      salary\n      employmentType\n      applyUrl\n      source\n      isJobPage\n    }\n  }\n}": typeof types.PreviewJobLinkDocument,
    "mutation SaveCatalogueJob($jobId: ID!) {\n  shortlistJob(jobId: $jobId) {\n    _id\n    jobId\n    status\n  }\n}": typeof types.SaveCatalogueJobDocument,
    "mutation TrackCatalogueJob($jobId: ID!, $status: ID, $appliedAt: String) {\n  markApplied(jobId: $jobId, status: $status, appliedAt: $appliedAt) {\n    _id\n    appliedJobId\n    jobId\n    status\n  }\n}": typeof types.TrackCatalogueJobDocument,
    "mutation TrackJob($job: TrackedJobInput!, $status: ID, $appliedAt: String, $saved: Boolean, $origin: String) {\n  trackJob(\n    job: $job\n    status: $status\n    appliedAt: $appliedAt\n    saved: $saved\n    origin: $origin\n  ) {\n    _id\n    saved\n    status\n    appliedAt\n    jobInfo {\n      jobTitle\n      companyName\n    }\n  }\n}": typeof types.TrackJobDocument,
    "fragment ImportPreviewFields on TrackingImportPreview {\n  importId\n  fileName\n  format\n  columns\n  rows\n  mappingRequired\n  expiresAt\n  fields {\n    name\n    label\n    required\n  }\n  suggestedMapping {\n    ...ImportMappingFields\n  }\n  mapping {\n    ...ImportMappingFields\n  }\n  preview {\n    line\n    error\n    cells\n    jobTitle\n    companyName\n    location\n    status\n    saved\n    appliedAt\n    statusChanges\n    tasks\n    contacts\n    notes\n  }\n}\n\nfragment ImportMappingFields on ImportMapping {\n  jobTitle\n  companyName\n  applyUrl\n  location\n  salary\n  description\n  status\n  appliedAt\n  addedAt\n  notes\n}": typeof types.ImportPreviewFieldsFragmentDoc,
    "query PreviewImport($importId: ID!, $mapping: ImportMappingInput) {\n  previewImport(importId: $importId, mapping: $mapping) {\n    ...ImportPreviewFields\n  }\n}": typeof types.PreviewImportDocument,
    "mutation RunImport($importId: ID!, $mapping: ImportMappingInput) {\n  runImport(importId: $importId, mapping: $mapping) {\n    imported\n    skipped\n    failedCount\n    failed {\n      line\n      message\n    }\n  }\n}": typeof types.RunImportDocument,
    "mutation AddJobContact($appliedJobId: ID!, $input: JobContactInput!) {\n  addJobContact(appliedJobId: $appliedJobId, input: $input) {\n    ...JobContactFields\n  }\n}": typeof types.AddJobContactDocument,
    "mutation AddJobNote($appliedJobId: ID!, $input: JobNoteInput!) {\n  addJobNote(appliedJobId: $appliedJobId, input: $input) {\n    ...JobNoteFields\n  }\n}": typeof types.AddJobNoteDocument,
    "mutation AddJobTask($appliedJobId: ID!, $input: JobTaskInput!) {\n  addJobTask(appliedJobId: $appliedJobId, input: $input) {\n    ...JobTaskFields\n  }\n}": typeof types.AddJobTaskDocument,
    "fragment AppliedJobFields on AppliedJob {\n  _id\n  appliedJobId\n  jobId\n  status\n  appliedAt\n  statusChangedAt\n  jobInfo {\n    jobTitle\n    companyName\n    companyImage\n    applyUrl\n    datePosted\n    validThrough\n    tags\n    worldwide\n    source {\n      name\n      url\n    }\n  }\n}": typeof types.AppliedJobFieldsFragmentDoc,
    "query AppliedJobStats {\n  appliedJobStats {\n    byStatus {\n      status\n      title\n      count\n    }\n    byWeek {\n      weekStart\n      count\n    }\n  }\n}": typeof types.AppliedJobStatsDocument,
    "query AppliedJob($id: ID!) {\n  appliedJob(id: $id) {\n    ...TrackedJobFields\n    jobInfo {\n      description\n    }\n  }\n}": typeof types.AppliedJobDocument,
    "query AppliedJobs($page: Int!, $limit: Int!) {\n  appliedJobs(page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...AppliedJobFields\n    }\n  }\n}": typeof types.AppliedJobsDocument,
    "mutation DeleteAppliedJob($id: ID!) {\n  deleteAppliedJob(id: $id)\n}": typeof types.DeleteAppliedJobDocument,
    "mutation DeleteJobContact($appliedJobId: ID!, $id: ID!) {\n  deleteJobContact(appliedJobId: $appliedJobId, id: $id)\n}": typeof types.DeleteJobContactDocument,
    "mutation DeleteJobNote($appliedJobId: ID!, $id: ID!) {\n  deleteJobNote(appliedJobId: $appliedJobId, id: $id)\n}": typeof types.DeleteJobNoteDocument,
    "mutation DeleteJobTask($appliedJobId: ID!, $id: ID!) {\n  deleteJobTask(appliedJobId: $appliedJobId, id: $id)\n}": typeof types.DeleteJobTaskDocument,
    "fragment JobContactFields on JobContact {\n  _id\n  appliedJobId\n  name\n  email\n  jobTitle\n  linkedInUrl\n  twitterUrl\n}": typeof types.JobContactFieldsFragmentDoc,
    "query JobContacts($appliedJobId: ID!, $page: Int!, $limit: Int!) {\n  jobContacts(appliedJobId: $appliedJobId, page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...JobContactFields\n    }\n  }\n}": typeof types.JobContactsDocument,
    "fragment JobNoteFields on JobNote {\n  _id\n  appliedJobId\n  title\n  description\n}": typeof types.JobNoteFieldsFragmentDoc,
    "query JobNotes($appliedJobId: ID!, $page: Int!, $limit: Int!) {\n  jobNotes(appliedJobId: $appliedJobId, page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...JobNoteFields\n    }\n  }\n}": typeof types.JobNotesDocument,
    "fragment JobTaskFields on JobTask {\n  _id\n  appliedJobId\n  content\n  done\n  dueAt\n  dueTimeZone\n  followUp\n}": typeof types.JobTaskFieldsFragmentDoc,
    "query JobTasks($appliedJobId: ID!, $page: Int!, $limit: Int!) {\n  jobTasks(appliedJobId: $appliedJobId, page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...JobTaskFields\n    }\n  }\n}": typeof types.JobTasksDocument,
    "fragment TrackedJobFields on AppliedJob {\n  ...AppliedJobFields\n  saved\n  origin\n  trackedAt\n  nextEvent {\n    _id\n    kind\n    startsAt\n  }\n  jobInfo {\n    location\n    salary\n    employmentType\n  }\n}": typeof types.TrackedJobFieldsFragmentDoc,
    "query TrackedJobs($page: Int!, $limit: Int!, $stage: String!) {\n  appliedJobs(page: $page, limit: $limit, stage: $stage) {\n    total\n    page\n    limit\n    data {\n      ...TrackedJobFields\n    }\n  }\n}": typeof types.TrackedJobsDocument,
    "mutation UpdateAppliedJobStatus($id: ID!, $status: ID!, $applied: Boolean, $appliedAt: String) {\n  updateAppliedJobStatus(\n    id: $id\n    status: $status\n    applied: $applied\n    appliedAt: $appliedAt\n  ) {\n    _id\n    status\n    statusChangedAt\n    saved\n    appliedAt\n  }\n}": typeof types.UpdateAppliedJobStatusDocument,
    "mutation UpdateJobContact($appliedJobId: ID!, $id: ID!, $input: JobContactInput!) {\n  updateJobContact(appliedJobId: $appliedJobId, id: $id, input: $input) {\n    ...JobContactFields\n  }\n}": typeof types.UpdateJobContactDocument,
    "mutation UpdateJobNote($appliedJobId: ID!, $id: ID!, $input: JobNoteInput!) {\n  updateJobNote(appliedJobId: $appliedJobId, id: $id, input: $input) {\n    ...JobNoteFields\n  }\n}": typeof types.UpdateJobNoteDocument,
    "mutation UpdateJobTask($appliedJobId: ID!, $id: ID!, $input: JobTaskInput!) {\n  updateJobTask(appliedJobId: $appliedJobId, id: $id, input: $input) {\n    ...JobTaskFields\n  }\n}": typeof types.UpdateJobTaskDocument,
    "mutation UnsubscribeEmails($userId: ID!, $token: String, $reason: String, $kind: String) {\n  unsubscribeEmails(userId: $userId, token: $token, reason: $reason, kind: $kind)\n}": typeof types.UnsubscribeEmailsDocument,
    "query Upcoming($days: Int!) {\n  upcoming(days: $days) {\n    days\n    events {\n      _id\n      appliedJobId\n      kind\n      startsAt\n      timeZone\n      meetingUrl\n      jobTitle\n      companyName\n    }\n    tasks {\n      _id\n      appliedJobId\n      content\n      dueAt\n      dueTimeZone\n      overdue\n      jobTitle\n      companyName\n    }\n  }\n}": typeof types.UpcomingDocument,
    "query HiddenCompanies {\n  hiddenCompanies {\n    ...HiddenCompanyFields\n  }\n}": typeof types.HiddenCompaniesDocument,
    "fragment HiddenCompanyFields on HiddenCompany {\n  companyId\n  name\n  logo\n  hiddenAt\n}": typeof types.HiddenCompanyFieldsFragmentDoc,
    "mutation HideCompany($companyName: String!) {\n  hideCompany(companyName: $companyName) {\n    ...HiddenCompanyFields\n  }\n}": typeof types.HideCompanyDocument,
    "mutation UnhideCompany($companyId: ID!) {\n  unhideCompany(companyId: $companyId)\n}": typeof types.UnhideCompanyDocument,
    "query Bootstrap {\n  bootstrap {\n    me {\n      ...UserFields\n    }\n    appConfig {\n      fileTypes {\n        id\n        title\n      }\n      emailTemplates {\n        id\n        name\n      }\n      accessSwitches {\n        enableFreeAccessForApp\n        enableFreeAccessForNewsletter\n      }\n      filters {\n        sources {\n          name\n          favicon\n        }\n        categories\n      }\n    }\n    jobStatuses {\n      _id\n      title\n    }\n  }\n}": typeof types.BootstrapDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "query SessionUser {\n  me {\n    ...UserFields\n  }\n}": typeof types.SessionUserDocument,
    "fragment UserFields on User {\n  _id\n  userId\n  name\n  email\n  admin\n  recruiter\n  isAdmin\n  profilePic {\n    _id\n    file {\n      name\n    }\n    fileUrl\n  }\n  country\n  timezone\n  session {\n    tags\n    categories\n    sources\n    hideViewedJobs\n    worldwide\n    eligibility\n    minPay\n    payCurrency\n    withPayOnly\n    jobTypes\n    seniorities\n    sort\n  }\n  appSubscription {\n    status\n    active\n    endTime\n    subscriptionId\n    lifetime\n  }\n}": typeof types.UserFieldsFragmentDoc,
};
const documents: Documents = {
    "query AdminAppConfig {\n  appConfig {\n    emailTemplates {\n      id\n      name\n    }\n    accessSwitches {\n      enableFreeAccessForApp\n      enableFreeAccessForNewsletter\n    }\n  }\n}": types.AdminAppConfigDocument,
    "fragment AdminJobBoardFields on AdminJobBoard {\n  _id\n  name\n  url\n  enabled\n  hasFeed\n  intervalMinutes\n  minIntervalMinutes\n  fullFeed\n  lastRun {\n    ...IngestionRunFields\n  }\n}": types.AdminJobBoardFieldsFragmentDoc,
    "query AdminJobBoards {\n  adminJobBoards {\n    ...AdminJobBoardFields\n  }\n}": types.AdminJobBoardsDocument,
    "fragment AdminUserFields on AdminUser {\n  _id\n  name\n  email\n  lastUpdated\n  createdAt\n  admin\n  recruiter\n  emailsUnsubscribed\n  subscription {\n    status\n    state\n    endTime\n    lifetime\n  }\n}": types.AdminUserFieldsFragmentDoc,
    "query AdminUsers($page: Int!, $limit: Int!, $query: String) {\n  adminUsers(page: $page, limit: $limit, query: $query) {\n    total\n    page\n    limit\n    data {\n      ...AdminUserFields\n    }\n  }\n}": types.AdminUsersDocument,
    "query EmailTemplatePreview($templateId: String!) {\n  emailTemplatePreview(templateId: $templateId) {\n    id\n    subject\n    html\n    text\n  }\n}": types.EmailTemplatePreviewDocument,
    "query ExchangeRates {\n  exchangeRates {\n    currency\n    usdPer\n    asOf\n  }\n}": types.ExchangeRatesDocument,
    "fragment IngestionRunFields on IngestionRun {\n  id\n  boardId\n  boardName\n  trigger\n  status\n  attempt\n  startedAt\n  finishedAt\n  fetched\n  created\n  updated\n  unchanged\n  duplicates\n  skipped\n  error\n}": types.IngestionRunFieldsFragmentDoc,
    "query IngestionRuns($limit: Int!) {\n  ingestionRuns(limit: $limit) {\n    ...IngestionRunFields\n  }\n}": types.IngestionRunsDocument,
    "mutation RunJobBoard($boardId: ID!) {\n  runJobBoard(boardId: $boardId) {\n    jobId\n  }\n}": types.RunJobBoardDocument,
    "mutation SendMarketingEmail($type: String!, $email: String!) {\n  sendMarketingEmail(type: $type, email: $email) {\n    messageId\n  }\n}": types.SendMarketingEmailDocument,
    "mutation SetAccessSwitches($input: AccessSwitchesInput!) {\n  setAccessSwitches(input: $input) {\n    enableFreeAccessForApp\n    enableFreeAccessForNewsletter\n  }\n}": types.SetAccessSwitchesDocument,
    "mutation SetExchangeRate($input: ExchangeRateInput!) {\n  setExchangeRate(input: $input) {\n    currency\n    usdPer\n    asOf\n  }\n}": types.SetExchangeRateDocument,
    "mutation UpdateJobBoard($boardId: ID!, $input: JobBoardSettingsInput!) {\n  updateJobBoard(boardId: $boardId, input: $input) {\n    ...AdminJobBoardFields\n  }\n}": types.UpdateJobBoardDocument,
    "mutation AddAppliedJobEvent($appliedJobId: ID!, $input: AppliedJobEventInput!) {\n  addAppliedJobEvent(appliedJobId: $appliedJobId, input: $input) {\n    ...AppliedJobEventFields\n  }\n}": types.AddAppliedJobEventDocument,
    "fragment AppliedJobEventFields on AppliedJobEvent {\n  _id\n  appliedJobId\n  kind\n  startsAt\n  endsAt\n  timeZone\n  meetingUrl\n  contactIds\n  note\n}": types.AppliedJobEventFieldsFragmentDoc,
    "query AppliedJobEvents($appliedJobId: ID!, $page: Int!, $limit: Int!) {\n  appliedJobEvents(appliedJobId: $appliedJobId, page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...AppliedJobEventFields\n    }\n  }\n}": types.AppliedJobEventsDocument,
    "mutation DeleteAppliedJobEvent($appliedJobId: ID!, $id: ID!) {\n  deleteAppliedJobEvent(appliedJobId: $appliedJobId, id: $id)\n}": types.DeleteAppliedJobEventDocument,
    "mutation UpdateAppliedJobEvent($appliedJobId: ID!, $id: ID!, $input: AppliedJobEventInput!) {\n  updateAppliedJobEvent(appliedJobId: $appliedJobId, id: $id, input: $input) {\n    ...AppliedJobEventFields\n  }\n}": types.UpdateAppliedJobEventDocument,
    "fragment AuthSessionFields on AuthSession {\n  token\n  userId\n  expiry\n  exp\n  iat\n  userInfo {\n    ...UserFields\n  }\n}": types.AuthSessionFieldsFragmentDoc,
    "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    ...AuthSessionFields\n  }\n}": types.SignInDocument,
    "query SignUpPlans {\n  appPlans {\n    prices {\n      id\n      label\n      amount\n      currency\n      subscription\n      intervalType\n    }\n  }\n}": types.SignUpPlansDocument,
    "mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    ...AuthSessionFields\n  }\n}": types.SignUpDocument,
    "query RemoteCompanies($page: Int!, $limit: Int!) {\n  remoteCompanies(page: $page, limit: $limit) {\n    total\n    data {\n      _id\n      name\n      logo\n      description\n      url\n      careersPage\n      jobCount\n    }\n  }\n}": types.RemoteCompaniesDocument,
    "query AppliedJobDocuments($appliedJobId: ID!, $page: Int!, $limit: Int!) {\n  appliedJobDocuments(appliedJobId: $appliedJobId, page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...DocumentFields\n    }\n  }\n}": types.AppliedJobDocumentsDocument,
    "mutation CreateShareableLink($documentId: ID!) {\n  createShareableLink(documentId: $documentId) {\n    url\n    views\n    createdAt\n  }\n}": types.CreateShareableLinkDocument,
    "mutation DeleteDocument($id: ID!) {\n  deleteDocument(id: $id)\n}": types.DeleteDocumentDocument,
    "fragment DocumentFields on Document {\n  _id\n  type\n  title\n  appliedJobId\n  createdAt\n  file {\n    name\n    size\n    contentType\n  }\n  appliedJob {\n    jobTitle\n    companyName\n  }\n  shareableLink {\n    url\n    views\n    createdAt\n  }\n}": types.DocumentFieldsFragmentDoc,
    "query Documents($page: Int!, $limit: Int!) {\n  documents(page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...DocumentFields\n    }\n  }\n}": types.DocumentsDocument,
    "mutation RevokeShareableLink($documentId: ID!) {\n  revokeShareableLink(documentId: $documentId)\n}": types.RevokeShareableLinkDocument,
    "query JobBoards($page: Int!, $limit: Int!) {\n  jobBoards(page: $page, limit: $limit) {\n    total\n    data {\n      _id\n      name\n      url\n      logo\n      description\n    }\n  }\n}": types.JobBoardsDocument,
    "mutation CancelJobAutoBump($jobId: ID!) {\n  cancelJobAutoBump(jobId: $jobId) {\n    _id\n    isSubscription\n  }\n}": types.CancelJobAutoBumpDocument,
    "fragment JobPostingFields on Job {\n  ...JobCardFields\n  isSubscription\n  description\n  regionalRestriction\n  metadata {\n    pinTill\n  }\n  company {\n    hq\n    email\n    websiteUrl\n    description\n    statement\n  }\n}": types.JobPostingFieldsFragmentDoc,
    "mutation MarkJobFilled($jobId: ID!) {\n  markJobFilled(jobId: $jobId) {\n    _id\n    filled\n    isSubscription\n  }\n}": types.MarkJobFilledDocument,
    "query MyJobPostings($page: Int!, $limit: Int!) {\n  myJobPostings(page: $page, limit: $limit) {\n    total\n    data {\n      ...JobPostingFields\n    }\n  }\n}": types.MyJobPostingsDocument,
    "query CompanyJobs($companyName: String!, $page: Int!, $limit: Int!) {\n  companyJobs(companyName: $companyName, page: $page, limit: $limit) {\n    total\n    data {\n      ...SeekerJobFields\n    }\n  }\n}": types.CompanyJobsDocument,
    "mutation CreateSavedSearch($name: String!, $filter: JobFilterInput!) {\n  createSavedSearch(name: $name, filter: $filter) {\n    id\n    name\n  }\n}": types.CreateSavedSearchDocument,
    "mutation DelistJob($id: ID!) {\n  delistJob(id: $id)\n}": types.DelistJobDocument,
    "fragment JobCardFields on Job {\n  _id\n  jobTitle\n  companyName\n  companyImage\n  source {\n    name\n    url\n    attribution\n    jobUrl\n  }\n  tags\n  category\n  applyUrl\n  datePosted\n  validThrough\n  metadata {\n    highlight\n  }\n  worldwide\n  eligibility {\n    badge\n    forYou\n  }\n  salary {\n    min\n    max\n    currency\n    period\n  }\n  jobType\n  seniority\n  staleReason\n  pagePath\n  expired\n  filled\n  shortlisted\n  shortlistedJobId\n  status\n  visited\n  applied\n}": types.JobCardFieldsFragmentDoc,
    "query JobDetails($id: ID!) {\n  job(id: $id) {\n    _id\n    description\n    alsoOn {\n      name\n      url\n    }\n    expiredReason\n  }\n}": types.JobDetailsDocument,
    "query JobFacets($filter: JobFilterInput) {\n  jobFacets(filter: $filter) {\n    boards {\n      value\n      count\n      countIsExact\n    }\n    categories {\n      value\n      count\n      countIsExact\n    }\n    tags {\n      value\n      count\n      countIsExact\n    }\n    worldwide {\n      count\n      countIsExact\n    }\n  }\n}": types.JobFacetsDocument,
    "query Jobs($filter: JobFilterInput, $page: Int!, $limit: Int!, $saveAsSession: Boolean) {\n  jobs(filter: $filter, page: $page, limit: $limit, saveAsSession: $saveAsSession) {\n    total\n    totalIsExact\n    data {\n      ...SeekerJobFields\n    }\n  }\n}": types.JobsDocument,
    "mutation MarkApplied($jobId: ID!) {\n  markApplied(jobId: $jobId) {\n    _id\n    appliedJobId\n    jobId\n    status\n  }\n}": types.MarkAppliedDocument,
    "query PayCurrencies {\n  exchangeRates {\n    currency\n  }\n}": types.PayCurrenciesDocument,
    "mutation RecordVisit($jobId: ID!) {\n  recordVisit(jobId: $jobId)\n}": types.RecordVisitDocument,
    "fragment SeekerJobFields on Job {\n  ...JobCardFields\n  appliedJobId\n}": types.SeekerJobFieldsFragmentDoc,
    "mutation ShortlistJob($jobId: ID!) {\n  shortlistJob(jobId: $jobId) {\n    _id\n    jobId\n    status\n  }\n}": types.ShortlistJobDocument,
    "query ShortlistedJobs($page: Int!, $limit: Int!) {\n  shortlistedJobs(page: $page, limit: $limit) {\n    total\n    data {\n      ...SeekerJobFields\n    }\n  }\n}": types.ShortlistedJobsDocument,
    "query TagSearch($query: String!, $limit: Int!) {\n  tags(query: $query, page: 1, limit: $limit) {\n    title\n  }\n}": types.TagSearchDocument,
    "mutation UpdateJobApplicationStatus($id: ID!, $status: ID!) {\n  updateAppliedJobStatus(id: $id, status: $status) {\n    _id\n    status\n    statusChangedAt\n  }\n}": types.UpdateJobApplicationStatusDocument,
    "mutation UpdateShortlistedJob($id: ID!, $status: ID!) {\n  updateShortlistedJob(id: $id, status: $status) {\n    _id\n    jobId\n    status\n  }\n}": types.UpdateShortlistedJobDocument,
    "query ViewedJobs($page: Int!, $limit: Int!) {\n  viewedJobs(page: $page, limit: $limit) {\n    total\n    data {\n      ...SeekerJobFields\n    }\n  }\n}": types.ViewedJobsDocument,
    "mutation AddMailSender($address: String!) {\n  addMailSender(address: $address) {\n    _id\n    address\n    verified\n    createdAt\n  }\n}": types.AddMailSenderDocument,
    "mutation ConfirmMailSuggestion($id: ID!, $appliedJobId: ID) {\n  confirmMailSuggestion(id: $id, appliedJobId: $appliedJobId) {\n    ...MailSuggestionFields\n  }\n}": types.ConfirmMailSuggestionDocument,
    "mutation DismissMailSuggestion($id: ID!) {\n  dismissMailSuggestion(id: $id) {\n    ...MailSuggestionFields\n  }\n}": types.DismissMailSuggestionDocument,
    "fragment MailForwardingFields on MailForwarding {\n  address\n  accountAddress\n  receiving\n  senders {\n    _id\n    address\n    verified\n    createdAt\n  }\n}": types.MailForwardingFieldsFragmentDoc,
    "query MailForwarding {\n  mailForwarding {\n    ...MailForwardingFields\n  }\n}": types.MailForwardingDocument,
    "fragment MailSuggestionFields on MailSuggestion {\n  _id\n  receivedAt\n  sender\n  subject\n  kind\n  sentence\n  appliedJobId\n  jobTitle\n  companyName\n  toStatus\n  toStatusTitle\n  eventStartsAt\n  eventTimeZone\n  state\n}": types.MailSuggestionFieldsFragmentDoc,
    "query MailSuggestions {\n  mailSuggestions {\n    ...MailSuggestionFields\n  }\n}": types.MailSuggestionsDocument,
    "mutation RemoveMailSender($id: ID!) {\n  removeMailSender(id: $id)\n}": types.RemoveMailSenderDocument,
    "mutation ReplaceForwardingAddress {\n  replaceForwardingAddress {\n    ...MailForwardingFields\n  }\n}": types.ReplaceForwardingAddressDocument,
    "mutation VerifyMailSender($token: String!) {\n  verifyMailSender(token: $token)\n}": types.VerifyMailSenderDocument,
    "query MyNewsletter {\n  myNewsletter {\n    ...NewsletterFields\n  }\n}": types.MyNewsletterDocument,
    "fragment NewsletterFields on Newsletter {\n  _id\n  jobId\n  email\n  name\n  contains\n  countryCode\n  category\n  scheduleEvery\n  filterTypes {\n    title\n    tags\n    description\n  }\n  status\n  access\n}": types.NewsletterFieldsFragmentDoc,
    "query NewsletterFormOptions {\n  newsletterFormOptions {\n    countries {\n      code\n      name\n    }\n    categories {\n      slug\n      title\n    }\n    freeAccess\n  }\n}": types.NewsletterFormOptionsDocument,
    "query NewsletterProductInfo {\n  newsletterProductInfo {\n    prices {\n      id\n      amount\n      currency\n      subscription\n      interval\n      intervalType\n      label\n      country\n    }\n    public_key\n    testMode\n  }\n}": types.NewsletterProductInfoDocument,
    "mutation SendNewsletterLoginLink($email: String!) {\n  sendNewsletterLoginLink(email: $email)\n}": types.SendNewsletterLoginLinkDocument,
    "mutation SignInWithNewsletterLink($token: String!) {\n  signInWithNewsletterLink(token: $token) {\n    ...AuthSessionFields\n  }\n}": types.SignInWithNewsletterLinkDocument,
    "mutation SubscribeNewsletterWithPlan($input: NewsletterPreferencesInput!) {\n  subscribeNewsletterWithPlan(input: $input) {\n    ...NewsletterFields\n  }\n}": types.SubscribeNewsletterWithPlanDocument,
    "mutation SubscribeNewsletter($input: NewsletterOrderInput!) {\n  subscribeNewsletter(input: $input) {\n    freeAccess\n    status\n    confirmationSent\n    sessionId\n    url\n  }\n}": types.SubscribeNewsletterDocument,
    "mutation UnsubscribeNewsletter($newsletterId: ID!) {\n  unsubscribeNewsletter(newsletterId: $newsletterId)\n}": types.UnsubscribeNewsletterDocument,
    "mutation UpdateNewsletter($newsletterId: ID!, $input: NewsletterPreferencesInput!) {\n  updateNewsletter(newsletterId: $newsletterId, input: $input) {\n    ...NewsletterFields\n  }\n}": types.UpdateNewsletterDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    success\n    message\n  }\n}": types.RequestPasswordResetDocument,
    "mutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password)\n}": types.ResetPasswordDocument,
    "query JobPostingFormOptions {\n  jobPostingFormOptions {\n    categories\n    regionalRestrictions\n    jobTypes\n    salaryCurrencies\n    salaryPeriods\n  }\n}": types.JobPostingFormOptionsDocument,
    "query JobPostingProductInfo {\n  jobPostingProductInfo {\n    prices {\n      id\n      label\n      amount\n      currency\n      subscription\n      interval\n      intervalType\n      country\n    }\n    public_key\n    testMode\n  }\n}": types.JobPostingProductInfoDocument,
    "mutation DeleteSavedSearch($id: ID!) {\n  deleteSavedSearch(id: $id)\n}": types.DeleteSavedSearchDocument,
    "mutation OpenSavedSearch($id: ID!) {\n  openSavedSearch(id: $id) {\n    ...SavedSearchFields\n  }\n}": types.OpenSavedSearchDocument,
    "fragment SavedSearchFields on SavedSearch {\n  id\n  name\n  openedAt\n  filter {\n    categories\n    sources\n    tags\n    hideViewedJobs\n    worldwide\n    query\n    eligibility\n    country\n    minPay\n    payCurrency\n    withPayOnly\n    jobTypes\n    seniorities\n    sort\n  }\n  alert {\n    frequency\n    hour\n    weekday\n    timezone\n    quietHours {\n      start\n      end\n    }\n    nextAlertAt\n  }\n}": types.SavedSearchFieldsFragmentDoc,
    "query SavedSearches {\n  savedSearches {\n    ...SavedSearchFields\n  }\n  savedSearchNews {\n    id\n    newJobs\n    newJobsIsExact\n  }\n}": types.SavedSearchesDocument,
    "mutation SetSavedSearchAlert($id: ID!, $alert: SavedSearchAlertInput!) {\n  setSavedSearchAlert(id: $id, alert: $alert) {\n    ...SavedSearchFields\n  }\n}": types.SetSavedSearchAlertDocument,
    "mutation StopSavedSearchAlerts($id: ID!, $token: String!) {\n  stopSavedSearchAlerts(id: $id, token: $token)\n}": types.StopSavedSearchAlertsDocument,
    "mutation UpdateSavedSearch($id: ID!, $name: String, $filter: JobFilterInput) {\n  updateSavedSearch(id: $id, name: $name, filter: $filter) {\n    ...SavedSearchFields\n  }\n}": types.UpdateSavedSearchDocument,
    "query AccountMe {\n  me {\n    ...UserFields\n  }\n}": types.AccountMeDocument,
    "query AccountSubscription {\n  subscription {\n    status\n    active\n    subscriptionId\n    endTime\n    lifetime\n    intervalType\n    cancelAtPeriodEnd\n  }\n}": types.AccountSubscriptionDocument,
    "query CalendarFeed {\n  calendarFeed {\n    active\n    includeTasks\n    createdAt\n  }\n}": types.CalendarFeedDocument,
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}": types.ChangePasswordDocument,
    "mutation CreateCalendarFeed($includeTasks: Boolean) {\n  createCalendarFeed(includeTasks: $includeTasks) {\n    url\n    includeTasks\n    createdAt\n  }\n}": types.CreateCalendarFeedDocument,
    "mutation CreateTrackingToken($name: String!) {\n  createTrackingToken(name: $name) {\n    _id\n    name\n    createdAt\n    lastUsedAt\n    token\n  }\n}": types.CreateTrackingTokenDocument,
    "mutation DeleteAvatar {\n  deleteAvatar {\n    ...UserFields\n  }\n}": types.DeleteAvatarDocument,
    "query FollowUpSettings {\n  followUpSettings {\n    enabled\n    appliedDays\n    interviewDays\n  }\n}": types.FollowUpSettingsDocument,
    "mutation RevokeCalendarFeed {\n  revokeCalendarFeed\n}": types.RevokeCalendarFeedDocument,
    "mutation RevokeTrackingToken($id: ID!) {\n  revokeTrackingToken(id: $id)\n}": types.RevokeTrackingTokenDocument,
    "query TrackingTokens {\n  trackingTokens {\n    _id\n    name\n    createdAt\n    lastUsedAt\n  }\n}": types.TrackingTokensDocument,
    "mutation UpdateCalendarFeed($includeTasks: Boolean!) {\n  updateCalendarFeed(includeTasks: $includeTasks) {\n    active\n    includeTasks\n    createdAt\n  }\n}": types.UpdateCalendarFeedDocument,
    "mutation UpdateFollowUpSettings($input: FollowUpSettingsInput!) {\n  updateFollowUpSettings(input: $input) {\n    enabled\n    appliedDays\n    interviewDays\n  }\n}": types.UpdateFollowUpSettingsDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...UserFields\n  }\n}": types.UpdateProfileDocument,
    "query HasUnreadMessages {\n  hasUnreadMessages\n}": types.HasUnreadMessagesDocument,
    "mutation MarkJobListSeen {\n  markJobListSeen\n}": types.MarkJobListSeenDocument,
    "query SideMenuNews {\n  jobListNews {\n    newJobs\n    newJobsIsExact\n  }\n  savedSearches {\n    id\n    name\n  }\n  savedSearchNews {\n    id\n    newJobs\n    newJobsIsExact\n  }\n}": types.SideMenuNewsDocument,
    "mutation SignInWithLink($token: String!) {\n  signInWithLink(token: $token) {\n    ...AuthSessionFields\n  }\n}": types.SignInWithLinkDocument,
    "query AppPlans {\n  appPlans {\n    prices {\n      ...PlanPriceFields\n    }\n    public_key\n    testMode\n  }\n}": types.AppPlansDocument,
    "mutation CancelSubscription($subscriptionId: String!) {\n  cancelSubscription(subscriptionId: $subscriptionId) {\n    ...SubscriptionDetailsFields\n  }\n}": types.CancelSubscriptionDocument,
    "mutation CreatePaymentCustomer($customerEmail: String!) {\n  createPaymentCustomer(customerEmail: $customerEmail) {\n    id\n  }\n}": types.CreatePaymentCustomerDocument,
    "mutation CreatePlanCheckout($input: CheckoutSessionInput!) {\n  createCheckoutSession(input: $input) {\n    sessionId\n    url\n  }\n}": types.CreatePlanCheckoutDocument,
    "mutation CreateSubscription($input: CreateSubscriptionInput!) {\n  createSubscription(input: $input) {\n    ...SubscriptionDetailsFields\n  }\n}": types.CreateSubscriptionDocument,
    "query MySubscription {\n  subscription {\n    ...SubscriptionDetailsFields\n  }\n}": types.MySubscriptionDocument,
    "fragment PlanPriceFields on Price {\n  id\n  label\n  amount\n  currency\n  subscription\n  interval\n  intervalType\n  country\n}": types.PlanPriceFieldsFragmentDoc,
    "fragment SubscriptionDetailsFields on SubscriptionDetails {\n  status\n  active\n  subscriptionId\n  endTime\n  lifetime\n  priceId\n  intervalType\n  cancelAtPeriodEnd\n  lastPaymentErrors {\n    message\n  }\n}": types.SubscriptionDetailsFieldsFragmentDoc,
    "query SubscriptionProducts {\n  subscriptionProducts {\n    prices {\n      ...PlanPriceFields\n    }\n    public_key\n    testMode\n  }\n}": types.SubscriptionProductsDocument,
    "mutation MarkMessagesRead {\n  markMessagesRead\n}": types.MarkMessagesReadDocument,
    "mutation ReplySupportMessage($messageId: ID!, $reply: String!) {\n  replySupportMessage(messageId: $messageId, reply: $reply) {\n    ...SupportMessageFields\n  }\n}": types.ReplySupportMessageDocument,
    "mutation SendSupportMessage($details: String!) {\n  sendSupportMessage(details: $details) {\n    ...SupportMessageFields\n  }\n}": types.SendSupportMessageDocument,
    "fragment SupportMessageFields on SupportMessage {\n  _id\n  from\n  to\n  details\n  sentTime\n  reply\n  replyTime\n}": types.SupportMessageFieldsFragmentDoc,
    "query SupportMessages($page: Int!, $limit: Int!) {\n  supportMessages(page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...SupportMessageFields\n    }\n    users {\n      _id\n      name\n      email\n    }\n  }\n}": types.SupportMessagesDocument,
    "mutation CancelTestCheckout($id: ID!) {\n  cancelTestCheckout(id: $id) {\n    redirectUrl\n  }\n}": types.CancelTestCheckoutDocument,
    "mutation PayTestCheckout($id: ID!) {\n  payTestCheckout(id: $id) {\n    redirectUrl\n  }\n}": types.PayTestCheckoutDocument,
    "query TestCheckout($id: ID!) {\n  testCheckout(id: $id) {\n    id\n    mode\n    status\n    customerEmail\n    price {\n      label\n      amount\n      currency\n      interval\n      intervalType\n    }\n  }\n}": types.TestCheckoutDocument,
    "query PreviewJobLink($url: String!) {\n  previewJobLink(url: $url) {\n    url\n    matchedJobId\n    alreadyTracked {\n      appliedJobId\n      saved\n      appliedAt\n    }\n    job {\n      jobTitle\n      companyName\n      location\n      description\n      salary\n      employmentType\n      applyUrl\n      source\n      isJobPage\n    }\n  }\n}": types.PreviewJobLinkDocument,
    "mutation SaveCatalogueJob($jobId: ID!) {\n  shortlistJob(jobId: $jobId) {\n    _id\n    jobId\n    status\n  }\n}": types.SaveCatalogueJobDocument,
    "mutation TrackCatalogueJob($jobId: ID!, $status: ID, $appliedAt: String) {\n  markApplied(jobId: $jobId, status: $status, appliedAt: $appliedAt) {\n    _id\n    appliedJobId\n    jobId\n    status\n  }\n}": types.TrackCatalogueJobDocument,
    "mutation TrackJob($job: TrackedJobInput!, $status: ID, $appliedAt: String, $saved: Boolean, $origin: String) {\n  trackJob(\n    job: $job\n    status: $status\n    appliedAt: $appliedAt\n    saved: $saved\n    origin: $origin\n  ) {\n    _id\n    saved\n    status\n    appliedAt\n    jobInfo {\n      jobTitle\n      companyName\n    }\n  }\n}": types.TrackJobDocument,
    "fragment ImportPreviewFields on TrackingImportPreview {\n  importId\n  fileName\n  format\n  columns\n  rows\n  mappingRequired\n  expiresAt\n  fields {\n    name\n    label\n    required\n  }\n  suggestedMapping {\n    ...ImportMappingFields\n  }\n  mapping {\n    ...ImportMappingFields\n  }\n  preview {\n    line\n    error\n    cells\n    jobTitle\n    companyName\n    location\n    status\n    saved\n    appliedAt\n    statusChanges\n    tasks\n    contacts\n    notes\n  }\n}\n\nfragment ImportMappingFields on ImportMapping {\n  jobTitle\n  companyName\n  applyUrl\n  location\n  salary\n  description\n  status\n  appliedAt\n  addedAt\n  notes\n}": types.ImportPreviewFieldsFragmentDoc,
    "query PreviewImport($importId: ID!, $mapping: ImportMappingInput) {\n  previewImport(importId: $importId, mapping: $mapping) {\n    ...ImportPreviewFields\n  }\n}": types.PreviewImportDocument,
    "mutation RunImport($importId: ID!, $mapping: ImportMappingInput) {\n  runImport(importId: $importId, mapping: $mapping) {\n    imported\n    skipped\n    failedCount\n    failed {\n      line\n      message\n    }\n  }\n}": types.RunImportDocument,
    "mutation AddJobContact($appliedJobId: ID!, $input: JobContactInput!) {\n  addJobContact(appliedJobId: $appliedJobId, input: $input) {\n    ...JobContactFields\n  }\n}": types.AddJobContactDocument,
    "mutation AddJobNote($appliedJobId: ID!, $input: JobNoteInput!) {\n  addJobNote(appliedJobId: $appliedJobId, input: $input) {\n    ...JobNoteFields\n  }\n}": types.AddJobNoteDocument,
    "mutation AddJobTask($appliedJobId: ID!, $input: JobTaskInput!) {\n  addJobTask(appliedJobId: $appliedJobId, input: $input) {\n    ...JobTaskFields\n  }\n}": types.AddJobTaskDocument,
    "fragment AppliedJobFields on AppliedJob {\n  _id\n  appliedJobId\n  jobId\n  status\n  appliedAt\n  statusChangedAt\n  jobInfo {\n    jobTitle\n    companyName\n    companyImage\n    applyUrl\n    datePosted\n    validThrough\n    tags\n    worldwide\n    source {\n      name\n      url\n    }\n  }\n}": types.AppliedJobFieldsFragmentDoc,
    "query AppliedJobStats {\n  appliedJobStats {\n    byStatus {\n      status\n      title\n      count\n    }\n    byWeek {\n      weekStart\n      count\n    }\n  }\n}": types.AppliedJobStatsDocument,
    "query AppliedJob($id: ID!) {\n  appliedJob(id: $id) {\n    ...TrackedJobFields\n    jobInfo {\n      description\n    }\n  }\n}": types.AppliedJobDocument,
    "query AppliedJobs($page: Int!, $limit: Int!) {\n  appliedJobs(page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...AppliedJobFields\n    }\n  }\n}": types.AppliedJobsDocument,
    "mutation DeleteAppliedJob($id: ID!) {\n  deleteAppliedJob(id: $id)\n}": types.DeleteAppliedJobDocument,
    "mutation DeleteJobContact($appliedJobId: ID!, $id: ID!) {\n  deleteJobContact(appliedJobId: $appliedJobId, id: $id)\n}": types.DeleteJobContactDocument,
    "mutation DeleteJobNote($appliedJobId: ID!, $id: ID!) {\n  deleteJobNote(appliedJobId: $appliedJobId, id: $id)\n}": types.DeleteJobNoteDocument,
    "mutation DeleteJobTask($appliedJobId: ID!, $id: ID!) {\n  deleteJobTask(appliedJobId: $appliedJobId, id: $id)\n}": types.DeleteJobTaskDocument,
    "fragment JobContactFields on JobContact {\n  _id\n  appliedJobId\n  name\n  email\n  jobTitle\n  linkedInUrl\n  twitterUrl\n}": types.JobContactFieldsFragmentDoc,
    "query JobContacts($appliedJobId: ID!, $page: Int!, $limit: Int!) {\n  jobContacts(appliedJobId: $appliedJobId, page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...JobContactFields\n    }\n  }\n}": types.JobContactsDocument,
    "fragment JobNoteFields on JobNote {\n  _id\n  appliedJobId\n  title\n  description\n}": types.JobNoteFieldsFragmentDoc,
    "query JobNotes($appliedJobId: ID!, $page: Int!, $limit: Int!) {\n  jobNotes(appliedJobId: $appliedJobId, page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...JobNoteFields\n    }\n  }\n}": types.JobNotesDocument,
    "fragment JobTaskFields on JobTask {\n  _id\n  appliedJobId\n  content\n  done\n  dueAt\n  dueTimeZone\n  followUp\n}": types.JobTaskFieldsFragmentDoc,
    "query JobTasks($appliedJobId: ID!, $page: Int!, $limit: Int!) {\n  jobTasks(appliedJobId: $appliedJobId, page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...JobTaskFields\n    }\n  }\n}": types.JobTasksDocument,
    "fragment TrackedJobFields on AppliedJob {\n  ...AppliedJobFields\n  saved\n  origin\n  trackedAt\n  nextEvent {\n    _id\n    kind\n    startsAt\n  }\n  jobInfo {\n    location\n    salary\n    employmentType\n  }\n}": types.TrackedJobFieldsFragmentDoc,
    "query TrackedJobs($page: Int!, $limit: Int!, $stage: String!) {\n  appliedJobs(page: $page, limit: $limit, stage: $stage) {\n    total\n    page\n    limit\n    data {\n      ...TrackedJobFields\n    }\n  }\n}": types.TrackedJobsDocument,
    "mutation UpdateAppliedJobStatus($id: ID!, $status: ID!, $applied: Boolean, $appliedAt: String) {\n  updateAppliedJobStatus(\n    id: $id\n    status: $status\n    applied: $applied\n    appliedAt: $appliedAt\n  ) {\n    _id\n    status\n    statusChangedAt\n    saved\n    appliedAt\n  }\n}": types.UpdateAppliedJobStatusDocument,
    "mutation UpdateJobContact($appliedJobId: ID!, $id: ID!, $input: JobContactInput!) {\n  updateJobContact(appliedJobId: $appliedJobId, id: $id, input: $input) {\n    ...JobContactFields\n  }\n}": types.UpdateJobContactDocument,
    "mutation UpdateJobNote($appliedJobId: ID!, $id: ID!, $input: JobNoteInput!) {\n  updateJobNote(appliedJobId: $appliedJobId, id: $id, input: $input) {\n    ...JobNoteFields\n  }\n}": types.UpdateJobNoteDocument,
    "mutation UpdateJobTask($appliedJobId: ID!, $id: ID!, $input: JobTaskInput!) {\n  updateJobTask(appliedJobId: $appliedJobId, id: $id, input: $input) {\n    ...JobTaskFields\n  }\n}": types.UpdateJobTaskDocument,
    "mutation UnsubscribeEmails($userId: ID!, $token: String, $reason: String, $kind: String) {\n  unsubscribeEmails(userId: $userId, token: $token, reason: $reason, kind: $kind)\n}": types.UnsubscribeEmailsDocument,
    "query Upcoming($days: Int!) {\n  upcoming(days: $days) {\n    days\n    events {\n      _id\n      appliedJobId\n      kind\n      startsAt\n      timeZone\n      meetingUrl\n      jobTitle\n      companyName\n    }\n    tasks {\n      _id\n      appliedJobId\n      content\n      dueAt\n      dueTimeZone\n      overdue\n      jobTitle\n      companyName\n    }\n  }\n}": types.UpcomingDocument,
    "query HiddenCompanies {\n  hiddenCompanies {\n    ...HiddenCompanyFields\n  }\n}": types.HiddenCompaniesDocument,
    "fragment HiddenCompanyFields on HiddenCompany {\n  companyId\n  name\n  logo\n  hiddenAt\n}": types.HiddenCompanyFieldsFragmentDoc,
    "mutation HideCompany($companyName: String!) {\n  hideCompany(companyName: $companyName) {\n    ...HiddenCompanyFields\n  }\n}": types.HideCompanyDocument,
    "mutation UnhideCompany($companyId: ID!) {\n  unhideCompany(companyId: $companyId)\n}": types.UnhideCompanyDocument,
    "query Bootstrap {\n  bootstrap {\n    me {\n      ...UserFields\n    }\n    appConfig {\n      fileTypes {\n        id\n        title\n      }\n      emailTemplates {\n        id\n        name\n      }\n      accessSwitches {\n        enableFreeAccessForApp\n        enableFreeAccessForNewsletter\n      }\n      filters {\n        sources {\n          name\n          favicon\n        }\n        categories\n      }\n    }\n    jobStatuses {\n      _id\n      title\n    }\n  }\n}": types.BootstrapDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "query SessionUser {\n  me {\n    ...UserFields\n  }\n}": types.SessionUserDocument,
    "fragment UserFields on User {\n  _id\n  userId\n  name\n  email\n  admin\n  recruiter\n  isAdmin\n  profilePic {\n    _id\n    file {\n      name\n    }\n    fileUrl\n  }\n  country\n  timezone\n  session {\n    tags\n    categories\n    sources\n    hideViewedJobs\n    worldwide\n    eligibility\n    minPay\n    payCurrency\n    withPayOnly\n    jobTypes\n    seniorities\n    sort\n  }\n  appSubscription {\n    status\n    active\n    endTime\n    subscriptionId\n    lifetime\n  }\n}": types.UserFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminAppConfig {\n  appConfig {\n    emailTemplates {\n      id\n      name\n    }\n    accessSwitches {\n      enableFreeAccessForApp\n      enableFreeAccessForNewsletter\n    }\n  }\n}"): (typeof documents)["query AdminAppConfig {\n  appConfig {\n    emailTemplates {\n      id\n      name\n    }\n    accessSwitches {\n      enableFreeAccessForApp\n      enableFreeAccessForNewsletter\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminJobBoardFields on AdminJobBoard {\n  _id\n  name\n  url\n  enabled\n  hasFeed\n  intervalMinutes\n  minIntervalMinutes\n  fullFeed\n  lastRun {\n    ...IngestionRunFields\n  }\n}"): (typeof documents)["fragment AdminJobBoardFields on AdminJobBoard {\n  _id\n  name\n  url\n  enabled\n  hasFeed\n  intervalMinutes\n  minIntervalMinutes\n  fullFeed\n  lastRun {\n    ...IngestionRunFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminJobBoards {\n  adminJobBoards {\n    ...AdminJobBoardFields\n  }\n}"): (typeof documents)["query AdminJobBoards {\n  adminJobBoards {\n    ...AdminJobBoardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminUserFields on AdminUser {\n  _id\n  name\n  email\n  lastUpdated\n  createdAt\n  admin\n  recruiter\n  emailsUnsubscribed\n  subscription {\n    status\n    state\n    endTime\n    lifetime\n  }\n}"): (typeof documents)["fragment AdminUserFields on AdminUser {\n  _id\n  name\n  email\n  lastUpdated\n  createdAt\n  admin\n  recruiter\n  emailsUnsubscribed\n  subscription {\n    status\n    state\n    endTime\n    lifetime\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminUsers($page: Int!, $limit: Int!, $query: String) {\n  adminUsers(page: $page, limit: $limit, query: $query) {\n    total\n    page\n    limit\n    data {\n      ...AdminUserFields\n    }\n  }\n}"): (typeof documents)["query AdminUsers($page: Int!, $limit: Int!, $query: String) {\n  adminUsers(page: $page, limit: $limit, query: $query) {\n    total\n    page\n    limit\n    data {\n      ...AdminUserFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EmailTemplatePreview($templateId: String!) {\n  emailTemplatePreview(templateId: $templateId) {\n    id\n    subject\n    html\n    text\n  }\n}"): (typeof documents)["query EmailTemplatePreview($templateId: String!) {\n  emailTemplatePreview(templateId: $templateId) {\n    id\n    subject\n    html\n    text\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExchangeRates {\n  exchangeRates {\n    currency\n    usdPer\n    asOf\n  }\n}"): (typeof documents)["query ExchangeRates {\n  exchangeRates {\n    currency\n    usdPer\n    asOf\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment IngestionRunFields on IngestionRun {\n  id\n  boardId\n  boardName\n  trigger\n  status\n  attempt\n  startedAt\n  finishedAt\n  fetched\n  created\n  updated\n  unchanged\n  duplicates\n  skipped\n  error\n}"): (typeof documents)["fragment IngestionRunFields on IngestionRun {\n  id\n  boardId\n  boardName\n  trigger\n  status\n  attempt\n  startedAt\n  finishedAt\n  fetched\n  created\n  updated\n  unchanged\n  duplicates\n  skipped\n  error\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IngestionRuns($limit: Int!) {\n  ingestionRuns(limit: $limit) {\n    ...IngestionRunFields\n  }\n}"): (typeof documents)["query IngestionRuns($limit: Int!) {\n  ingestionRuns(limit: $limit) {\n    ...IngestionRunFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RunJobBoard($boardId: ID!) {\n  runJobBoard(boardId: $boardId) {\n    jobId\n  }\n}"): (typeof documents)["mutation RunJobBoard($boardId: ID!) {\n  runJobBoard(boardId: $boardId) {\n    jobId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendMarketingEmail($type: String!, $email: String!) {\n  sendMarketingEmail(type: $type, email: $email) {\n    messageId\n  }\n}"): (typeof documents)["mutation SendMarketingEmail($type: String!, $email: String!) {\n  sendMarketingEmail(type: $type, email: $email) {\n    messageId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetAccessSwitches($input: AccessSwitchesInput!) {\n  setAccessSwitches(input: $input) {\n    enableFreeAccessForApp\n    enableFreeAccessForNewsletter\n  }\n}"): (typeof documents)["mutation SetAccessSwitches($input: AccessSwitchesInput!) {\n  setAccessSwitches(input: $input) {\n    enableFreeAccessForApp\n    enableFreeAccessForNewsletter\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetExchangeRate($input: ExchangeRateInput!) {\n  setExchangeRate(input: $input) {\n    currency\n    usdPer\n    asOf\n  }\n}"): (typeof documents)["mutation SetExchangeRate($input: ExchangeRateInput!) {\n  setExchangeRate(input: $input) {\n    currency\n    usdPer\n    asOf\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateJobBoard($boardId: ID!, $input: JobBoardSettingsInput!) {\n  updateJobBoard(boardId: $boardId, input: $input) {\n    ...AdminJobBoardFields\n  }\n}"): (typeof documents)["mutation UpdateJobBoard($boardId: ID!, $input: JobBoardSettingsInput!) {\n  updateJobBoard(boardId: $boardId, input: $input) {\n    ...AdminJobBoardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddAppliedJobEvent($appliedJobId: ID!, $input: AppliedJobEventInput!) {\n  addAppliedJobEvent(appliedJobId: $appliedJobId, input: $input) {\n    ...AppliedJobEventFields\n  }\n}"): (typeof documents)["mutation AddAppliedJobEvent($appliedJobId: ID!, $input: AppliedJobEventInput!) {\n  addAppliedJobEvent(appliedJobId: $appliedJobId, input: $input) {\n    ...AppliedJobEventFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AppliedJobEventFields on AppliedJobEvent {\n  _id\n  appliedJobId\n  kind\n  startsAt\n  endsAt\n  timeZone\n  meetingUrl\n  contactIds\n  note\n}"): (typeof documents)["fragment AppliedJobEventFields on AppliedJobEvent {\n  _id\n  appliedJobId\n  kind\n  startsAt\n  endsAt\n  timeZone\n  meetingUrl\n  contactIds\n  note\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppliedJobEvents($appliedJobId: ID!, $page: Int!, $limit: Int!) {\n  appliedJobEvents(appliedJobId: $appliedJobId, page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...AppliedJobEventFields\n    }\n  }\n}"): (typeof documents)["query AppliedJobEvents($appliedJobId: ID!, $page: Int!, $limit: Int!) {\n  appliedJobEvents(appliedJobId: $appliedJobId, page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...AppliedJobEventFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAppliedJobEvent($appliedJobId: ID!, $id: ID!) {\n  deleteAppliedJobEvent(appliedJobId: $appliedJobId, id: $id)\n}"): (typeof documents)["mutation DeleteAppliedJobEvent($appliedJobId: ID!, $id: ID!) {\n  deleteAppliedJobEvent(appliedJobId: $appliedJobId, id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAppliedJobEvent($appliedJobId: ID!, $id: ID!, $input: AppliedJobEventInput!) {\n  updateAppliedJobEvent(appliedJobId: $appliedJobId, id: $id, input: $input) {\n    ...AppliedJobEventFields\n  }\n}"): (typeof documents)["mutation UpdateAppliedJobEvent($appliedJobId: ID!, $id: ID!, $input: AppliedJobEventInput!) {\n  updateAppliedJobEvent(appliedJobId: $appliedJobId, id: $id, input: $input) {\n    ...AppliedJobEventFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AuthSessionFields on AuthSession {\n  token\n  userId\n  expiry\n  exp\n  iat\n  userInfo {\n    ...UserFields\n  }\n}"): (typeof documents)["fragment AuthSessionFields on AuthSession {\n  token\n  userId\n  expiry\n  exp\n  iat\n  userInfo {\n    ...UserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    ...AuthSessionFields\n  }\n}"): (typeof documents)["mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    ...AuthSessionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SignUpPlans {\n  appPlans {\n    prices {\n      id\n      label\n      amount\n      currency\n      subscription\n      intervalType\n    }\n  }\n}"): (typeof documents)["query SignUpPlans {\n  appPlans {\n    prices {\n      id\n      label\n      amount\n      currency\n      subscription\n      intervalType\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    ...AuthSessionFields\n  }\n}"): (typeof documents)["mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    ...AuthSessionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RemoteCompanies($page: Int!, $limit: Int!) {\n  remoteCompanies(page: $page, limit: $limit) {\n    total\n    data {\n      _id\n      name\n      logo\n      description\n      url\n      careersPage\n      jobCount\n    }\n  }\n}"): (typeof documents)["query RemoteCompanies($page: Int!, $limit: Int!) {\n  remoteCompanies(page: $page, limit: $limit) {\n    total\n    data {\n      _id\n      name\n      logo\n      description\n      url\n      careersPage\n      jobCount\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppliedJobDocuments($appliedJobId: ID!, $page: Int!, $limit: Int!) {\n  appliedJobDocuments(appliedJobId: $appliedJobId, page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...DocumentFields\n    }\n  }\n}"): (typeof documents)["query AppliedJobDocuments($appliedJobId: ID!, $page: Int!, $limit: Int!) {\n  appliedJobDocuments(appliedJobId: $appliedJobId, page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...DocumentFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateShareableLink($documentId: ID!) {\n  createShareableLink(documentId: $documentId) {\n    url\n    views\n    createdAt\n  }\n}"): (typeof documents)["mutation CreateShareableLink($documentId: ID!) {\n  createShareableLink(documentId: $documentId) {\n    url\n    views\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteDocument($id: ID!) {\n  deleteDocument(id: $id)\n}"): (typeof documents)["mutation DeleteDocument($id: ID!) {\n  deleteDocument(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DocumentFields on Document {\n  _id\n  type\n  title\n  appliedJobId\n  createdAt\n  file {\n    name\n    size\n    contentType\n  }\n  appliedJob {\n    jobTitle\n    companyName\n  }\n  shareableLink {\n    url\n    views\n    createdAt\n  }\n}"): (typeof documents)["fragment DocumentFields on Document {\n  _id\n  type\n  title\n  appliedJobId\n  createdAt\n  file {\n    name\n    size\n    contentType\n  }\n  appliedJob {\n    jobTitle\n    companyName\n  }\n  shareableLink {\n    url\n    views\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Documents($page: Int!, $limit: Int!) {\n  documents(page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...DocumentFields\n    }\n  }\n}"): (typeof documents)["query Documents($page: Int!, $limit: Int!) {\n  documents(page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...DocumentFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeShareableLink($documentId: ID!) {\n  revokeShareableLink(documentId: $documentId)\n}"): (typeof documents)["mutation RevokeShareableLink($documentId: ID!) {\n  revokeShareableLink(documentId: $documentId)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobBoards($page: Int!, $limit: Int!) {\n  jobBoards(page: $page, limit: $limit) {\n    total\n    data {\n      _id\n      name\n      url\n      logo\n      description\n    }\n  }\n}"): (typeof documents)["query JobBoards($page: Int!, $limit: Int!) {\n  jobBoards(page: $page, limit: $limit) {\n    total\n    data {\n      _id\n      name\n      url\n      logo\n      description\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelJobAutoBump($jobId: ID!) {\n  cancelJobAutoBump(jobId: $jobId) {\n    _id\n    isSubscription\n  }\n}"): (typeof documents)["mutation CancelJobAutoBump($jobId: ID!) {\n  cancelJobAutoBump(jobId: $jobId) {\n    _id\n    isSubscription\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment JobPostingFields on Job {\n  ...JobCardFields\n  isSubscription\n  description\n  regionalRestriction\n  metadata {\n    pinTill\n  }\n  company {\n    hq\n    email\n    websiteUrl\n    description\n    statement\n  }\n}"): (typeof documents)["fragment JobPostingFields on Job {\n  ...JobCardFields\n  isSubscription\n  description\n  regionalRestriction\n  metadata {\n    pinTill\n  }\n  company {\n    hq\n    email\n    websiteUrl\n    description\n    statement\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkJobFilled($jobId: ID!) {\n  markJobFilled(jobId: $jobId) {\n    _id\n    filled\n    isSubscription\n  }\n}"): (typeof documents)["mutation MarkJobFilled($jobId: ID!) {\n  markJobFilled(jobId: $jobId) {\n    _id\n    filled\n    isSubscription\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyJobPostings($page: Int!, $limit: Int!) {\n  myJobPostings(page: $page, limit: $limit) {\n    total\n    data {\n      ...JobPostingFields\n    }\n  }\n}"): (typeof documents)["query MyJobPostings($page: Int!, $limit: Int!) {\n  myJobPostings(page: $page, limit: $limit) {\n    total\n    data {\n      ...JobPostingFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompanyJobs($companyName: String!, $page: Int!, $limit: Int!) {\n  companyJobs(companyName: $companyName, page: $page, limit: $limit) {\n    total\n    data {\n      ...SeekerJobFields\n    }\n  }\n}"): (typeof documents)["query CompanyJobs($companyName: String!, $page: Int!, $limit: Int!) {\n  companyJobs(companyName: $companyName, page: $page, limit: $limit) {\n    total\n    data {\n      ...SeekerJobFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateSavedSearch($name: String!, $filter: JobFilterInput!) {\n  createSavedSearch(name: $name, filter: $filter) {\n    id\n    name\n  }\n}"): (typeof documents)["mutation CreateSavedSearch($name: String!, $filter: JobFilterInput!) {\n  createSavedSearch(name: $name, filter: $filter) {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DelistJob($id: ID!) {\n  delistJob(id: $id)\n}"): (typeof documents)["mutation DelistJob($id: ID!) {\n  delistJob(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment JobCardFields on Job {\n  _id\n  jobTitle\n  companyName\n  companyImage\n  source {\n    name\n    url\n    attribution\n    jobUrl\n  }\n  tags\n  category\n  applyUrl\n  datePosted\n  validThrough\n  metadata {\n    highlight\n  }\n  worldwide\n  eligibility {\n    badge\n    forYou\n  }\n  salary {\n    min\n    max\n    currency\n    period\n  }\n  jobType\n  seniority\n  staleReason\n  pagePath\n  expired\n  filled\n  shortlisted\n  shortlistedJobId\n  status\n  visited\n  applied\n}"): (typeof documents)["fragment JobCardFields on Job {\n  _id\n  jobTitle\n  companyName\n  companyImage\n  source {\n    name\n    url\n    attribution\n    jobUrl\n  }\n  tags\n  category\n  applyUrl\n  datePosted\n  validThrough\n  metadata {\n    highlight\n  }\n  worldwide\n  eligibility {\n    badge\n    forYou\n  }\n  salary {\n    min\n    max\n    currency\n    period\n  }\n  jobType\n  seniority\n  staleReason\n  pagePath\n  expired\n  filled\n  shortlisted\n  shortlistedJobId\n  status\n  visited\n  applied\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobDetails($id: ID!) {\n  job(id: $id) {\n    _id\n    description\n    alsoOn {\n      name\n      url\n    }\n    expiredReason\n  }\n}"): (typeof documents)["query JobDetails($id: ID!) {\n  job(id: $id) {\n    _id\n    description\n    alsoOn {\n      name\n      url\n    }\n    expiredReason\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobFacets($filter: JobFilterInput) {\n  jobFacets(filter: $filter) {\n    boards {\n      value\n      count\n      countIsExact\n    }\n    categories {\n      value\n      count\n      countIsExact\n    }\n    tags {\n      value\n      count\n      countIsExact\n    }\n    worldwide {\n      count\n      countIsExact\n    }\n  }\n}"): (typeof documents)["query JobFacets($filter: JobFilterInput) {\n  jobFacets(filter: $filter) {\n    boards {\n      value\n      count\n      countIsExact\n    }\n    categories {\n      value\n      count\n      countIsExact\n    }\n    tags {\n      value\n      count\n      countIsExact\n    }\n    worldwide {\n      count\n      countIsExact\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Jobs($filter: JobFilterInput, $page: Int!, $limit: Int!, $saveAsSession: Boolean) {\n  jobs(filter: $filter, page: $page, limit: $limit, saveAsSession: $saveAsSession) {\n    total\n    totalIsExact\n    data {\n      ...SeekerJobFields\n    }\n  }\n}"): (typeof documents)["query Jobs($filter: JobFilterInput, $page: Int!, $limit: Int!, $saveAsSession: Boolean) {\n  jobs(filter: $filter, page: $page, limit: $limit, saveAsSession: $saveAsSession) {\n    total\n    totalIsExact\n    data {\n      ...SeekerJobFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkApplied($jobId: ID!) {\n  markApplied(jobId: $jobId) {\n    _id\n    appliedJobId\n    jobId\n    status\n  }\n}"): (typeof documents)["mutation MarkApplied($jobId: ID!) {\n  markApplied(jobId: $jobId) {\n    _id\n    appliedJobId\n    jobId\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PayCurrencies {\n  exchangeRates {\n    currency\n  }\n}"): (typeof documents)["query PayCurrencies {\n  exchangeRates {\n    currency\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordVisit($jobId: ID!) {\n  recordVisit(jobId: $jobId)\n}"): (typeof documents)["mutation RecordVisit($jobId: ID!) {\n  recordVisit(jobId: $jobId)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SeekerJobFields on Job {\n  ...JobCardFields\n  appliedJobId\n}"): (typeof documents)["fragment SeekerJobFields on Job {\n  ...JobCardFields\n  appliedJobId\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShortlistJob($jobId: ID!) {\n  shortlistJob(jobId: $jobId) {\n    _id\n    jobId\n    status\n  }\n}"): (typeof documents)["mutation ShortlistJob($jobId: ID!) {\n  shortlistJob(jobId: $jobId) {\n    _id\n    jobId\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShortlistedJobs($page: Int!, $limit: Int!) {\n  shortlistedJobs(page: $page, limit: $limit) {\n    total\n    data {\n      ...SeekerJobFields\n    }\n  }\n}"): (typeof documents)["query ShortlistedJobs($page: Int!, $limit: Int!) {\n  shortlistedJobs(page: $page, limit: $limit) {\n    total\n    data {\n      ...SeekerJobFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TagSearch($query: String!, $limit: Int!) {\n  tags(query: $query, page: 1, limit: $limit) {\n    title\n  }\n}"): (typeof documents)["query TagSearch($query: String!, $limit: Int!) {\n  tags(query: $query, page: 1, limit: $limit) {\n    title\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateJobApplicationStatus($id: ID!, $status: ID!) {\n  updateAppliedJobStatus(id: $id, status: $status) {\n    _id\n    status\n    statusChangedAt\n  }\n}"): (typeof documents)["mutation UpdateJobApplicationStatus($id: ID!, $status: ID!) {\n  updateAppliedJobStatus(id: $id, status: $status) {\n    _id\n    status\n    statusChangedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateShortlistedJob($id: ID!, $status: ID!) {\n  updateShortlistedJob(id: $id, status: $status) {\n    _id\n    jobId\n    status\n  }\n}"): (typeof documents)["mutation UpdateShortlistedJob($id: ID!, $status: ID!) {\n  updateShortlistedJob(id: $id, status: $status) {\n    _id\n    jobId\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ViewedJobs($page: Int!, $limit: Int!) {\n  viewedJobs(page: $page, limit: $limit) {\n    total\n    data {\n      ...SeekerJobFields\n    }\n  }\n}"): (typeof documents)["query ViewedJobs($page: Int!, $limit: Int!) {\n  viewedJobs(page: $page, limit: $limit) {\n    total\n    data {\n      ...SeekerJobFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddMailSender($address: String!) {\n  addMailSender(address: $address) {\n    _id\n    address\n    verified\n    createdAt\n  }\n}"): (typeof documents)["mutation AddMailSender($address: String!) {\n  addMailSender(address: $address) {\n    _id\n    address\n    verified\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmMailSuggestion($id: ID!, $appliedJobId: ID) {\n  confirmMailSuggestion(id: $id, appliedJobId: $appliedJobId) {\n    ...MailSuggestionFields\n  }\n}"): (typeof documents)["mutation ConfirmMailSuggestion($id: ID!, $appliedJobId: ID) {\n  confirmMailSuggestion(id: $id, appliedJobId: $appliedJobId) {\n    ...MailSuggestionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DismissMailSuggestion($id: ID!) {\n  dismissMailSuggestion(id: $id) {\n    ...MailSuggestionFields\n  }\n}"): (typeof documents)["mutation DismissMailSuggestion($id: ID!) {\n  dismissMailSuggestion(id: $id) {\n    ...MailSuggestionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MailForwardingFields on MailForwarding {\n  address\n  accountAddress\n  receiving\n  senders {\n    _id\n    address\n    verified\n    createdAt\n  }\n}"): (typeof documents)["fragment MailForwardingFields on MailForwarding {\n  address\n  accountAddress\n  receiving\n  senders {\n    _id\n    address\n    verified\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MailForwarding {\n  mailForwarding {\n    ...MailForwardingFields\n  }\n}"): (typeof documents)["query MailForwarding {\n  mailForwarding {\n    ...MailForwardingFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MailSuggestionFields on MailSuggestion {\n  _id\n  receivedAt\n  sender\n  subject\n  kind\n  sentence\n  appliedJobId\n  jobTitle\n  companyName\n  toStatus\n  toStatusTitle\n  eventStartsAt\n  eventTimeZone\n  state\n}"): (typeof documents)["fragment MailSuggestionFields on MailSuggestion {\n  _id\n  receivedAt\n  sender\n  subject\n  kind\n  sentence\n  appliedJobId\n  jobTitle\n  companyName\n  toStatus\n  toStatusTitle\n  eventStartsAt\n  eventTimeZone\n  state\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MailSuggestions {\n  mailSuggestions {\n    ...MailSuggestionFields\n  }\n}"): (typeof documents)["query MailSuggestions {\n  mailSuggestions {\n    ...MailSuggestionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveMailSender($id: ID!) {\n  removeMailSender(id: $id)\n}"): (typeof documents)["mutation RemoveMailSender($id: ID!) {\n  removeMailSender(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReplaceForwardingAddress {\n  replaceForwardingAddress {\n    ...MailForwardingFields\n  }\n}"): (typeof documents)["mutation ReplaceForwardingAddress {\n  replaceForwardingAddress {\n    ...MailForwardingFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyMailSender($token: String!) {\n  verifyMailSender(token: $token)\n}"): (typeof documents)["mutation VerifyMailSender($token: String!) {\n  verifyMailSender(token: $token)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyNewsletter {\n  myNewsletter {\n    ...NewsletterFields\n  }\n}"): (typeof documents)["query MyNewsletter {\n  myNewsletter {\n    ...NewsletterFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment NewsletterFields on Newsletter {\n  _id\n  jobId\n  email\n  name\n  contains\n  countryCode\n  category\n  scheduleEvery\n  filterTypes {\n    title\n    tags\n    description\n  }\n  status\n  access\n}"): (typeof documents)["fragment NewsletterFields on Newsletter {\n  _id\n  jobId\n  email\n  name\n  contains\n  countryCode\n  category\n  scheduleEvery\n  filterTypes {\n    title\n    tags\n    description\n  }\n  status\n  access\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NewsletterFormOptions {\n  newsletterFormOptions {\n    countries {\n      code\n      name\n    }\n    categories {\n      slug\n      title\n    }\n    freeAccess\n  }\n}"): (typeof documents)["query NewsletterFormOptions {\n  newsletterFormOptions {\n    countries {\n      code\n      name\n    }\n    categories {\n      slug\n      title\n    }\n    freeAccess\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NewsletterProductInfo {\n  newsletterProductInfo {\n    prices {\n      id\n      amount\n      currency\n      subscription\n      interval\n      intervalType\n      label\n      country\n    }\n    public_key\n    testMode\n  }\n}"): (typeof documents)["query NewsletterProductInfo {\n  newsletterProductInfo {\n    prices {\n      id\n      amount\n      currency\n      subscription\n      interval\n      intervalType\n      label\n      country\n    }\n    public_key\n    testMode\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendNewsletterLoginLink($email: String!) {\n  sendNewsletterLoginLink(email: $email)\n}"): (typeof documents)["mutation SendNewsletterLoginLink($email: String!) {\n  sendNewsletterLoginLink(email: $email)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignInWithNewsletterLink($token: String!) {\n  signInWithNewsletterLink(token: $token) {\n    ...AuthSessionFields\n  }\n}"): (typeof documents)["mutation SignInWithNewsletterLink($token: String!) {\n  signInWithNewsletterLink(token: $token) {\n    ...AuthSessionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubscribeNewsletterWithPlan($input: NewsletterPreferencesInput!) {\n  subscribeNewsletterWithPlan(input: $input) {\n    ...NewsletterFields\n  }\n}"): (typeof documents)["mutation SubscribeNewsletterWithPlan($input: NewsletterPreferencesInput!) {\n  subscribeNewsletterWithPlan(input: $input) {\n    ...NewsletterFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubscribeNewsletter($input: NewsletterOrderInput!) {\n  subscribeNewsletter(input: $input) {\n    freeAccess\n    status\n    confirmationSent\n    sessionId\n    url\n  }\n}"): (typeof documents)["mutation SubscribeNewsletter($input: NewsletterOrderInput!) {\n  subscribeNewsletter(input: $input) {\n    freeAccess\n    status\n    confirmationSent\n    sessionId\n    url\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnsubscribeNewsletter($newsletterId: ID!) {\n  unsubscribeNewsletter(newsletterId: $newsletterId)\n}"): (typeof documents)["mutation UnsubscribeNewsletter($newsletterId: ID!) {\n  unsubscribeNewsletter(newsletterId: $newsletterId)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateNewsletter($newsletterId: ID!, $input: NewsletterPreferencesInput!) {\n  updateNewsletter(newsletterId: $newsletterId, input: $input) {\n    ...NewsletterFields\n  }\n}"): (typeof documents)["mutation UpdateNewsletter($newsletterId: ID!, $input: NewsletterPreferencesInput!) {\n  updateNewsletter(newsletterId: $newsletterId, input: $input) {\n    ...NewsletterFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    success\n    message\n  }\n}"): (typeof documents)["mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    success\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password)\n}"): (typeof documents)["mutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobPostingFormOptions {\n  jobPostingFormOptions {\n    categories\n    regionalRestrictions\n    jobTypes\n    salaryCurrencies\n    salaryPeriods\n  }\n}"): (typeof documents)["query JobPostingFormOptions {\n  jobPostingFormOptions {\n    categories\n    regionalRestrictions\n    jobTypes\n    salaryCurrencies\n    salaryPeriods\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobPostingProductInfo {\n  jobPostingProductInfo {\n    prices {\n      id\n      label\n      amount\n      currency\n      subscription\n      interval\n      intervalType\n      country\n    }\n    public_key\n    testMode\n  }\n}"): (typeof documents)["query JobPostingProductInfo {\n  jobPostingProductInfo {\n    prices {\n      id\n      label\n      amount\n      currency\n      subscription\n      interval\n      intervalType\n      country\n    }\n    public_key\n    testMode\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteSavedSearch($id: ID!) {\n  deleteSavedSearch(id: $id)\n}"): (typeof documents)["mutation DeleteSavedSearch($id: ID!) {\n  deleteSavedSearch(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OpenSavedSearch($id: ID!) {\n  openSavedSearch(id: $id) {\n    ...SavedSearchFields\n  }\n}"): (typeof documents)["mutation OpenSavedSearch($id: ID!) {\n  openSavedSearch(id: $id) {\n    ...SavedSearchFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SavedSearchFields on SavedSearch {\n  id\n  name\n  openedAt\n  filter {\n    categories\n    sources\n    tags\n    hideViewedJobs\n    worldwide\n    query\n    eligibility\n    country\n    minPay\n    payCurrency\n    withPayOnly\n    jobTypes\n    seniorities\n    sort\n  }\n  alert {\n    frequency\n    hour\n    weekday\n    timezone\n    quietHours {\n      start\n      end\n    }\n    nextAlertAt\n  }\n}"): (typeof documents)["fragment SavedSearchFields on SavedSearch {\n  id\n  name\n  openedAt\n  filter {\n    categories\n    sources\n    tags\n    hideViewedJobs\n    worldwide\n    query\n    eligibility\n    country\n    minPay\n    payCurrency\n    withPayOnly\n    jobTypes\n    seniorities\n    sort\n  }\n  alert {\n    frequency\n    hour\n    weekday\n    timezone\n    quietHours {\n      start\n      end\n    }\n    nextAlertAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SavedSearches {\n  savedSearches {\n    ...SavedSearchFields\n  }\n  savedSearchNews {\n    id\n    newJobs\n    newJobsIsExact\n  }\n}"): (typeof documents)["query SavedSearches {\n  savedSearches {\n    ...SavedSearchFields\n  }\n  savedSearchNews {\n    id\n    newJobs\n    newJobsIsExact\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetSavedSearchAlert($id: ID!, $alert: SavedSearchAlertInput!) {\n  setSavedSearchAlert(id: $id, alert: $alert) {\n    ...SavedSearchFields\n  }\n}"): (typeof documents)["mutation SetSavedSearchAlert($id: ID!, $alert: SavedSearchAlertInput!) {\n  setSavedSearchAlert(id: $id, alert: $alert) {\n    ...SavedSearchFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StopSavedSearchAlerts($id: ID!, $token: String!) {\n  stopSavedSearchAlerts(id: $id, token: $token)\n}"): (typeof documents)["mutation StopSavedSearchAlerts($id: ID!, $token: String!) {\n  stopSavedSearchAlerts(id: $id, token: $token)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateSavedSearch($id: ID!, $name: String, $filter: JobFilterInput) {\n  updateSavedSearch(id: $id, name: $name, filter: $filter) {\n    ...SavedSearchFields\n  }\n}"): (typeof documents)["mutation UpdateSavedSearch($id: ID!, $name: String, $filter: JobFilterInput) {\n  updateSavedSearch(id: $id, name: $name, filter: $filter) {\n    ...SavedSearchFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountMe {\n  me {\n    ...UserFields\n  }\n}"): (typeof documents)["query AccountMe {\n  me {\n    ...UserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountSubscription {\n  subscription {\n    status\n    active\n    subscriptionId\n    endTime\n    lifetime\n    intervalType\n    cancelAtPeriodEnd\n  }\n}"): (typeof documents)["query AccountSubscription {\n  subscription {\n    status\n    active\n    subscriptionId\n    endTime\n    lifetime\n    intervalType\n    cancelAtPeriodEnd\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CalendarFeed {\n  calendarFeed {\n    active\n    includeTasks\n    createdAt\n  }\n}"): (typeof documents)["query CalendarFeed {\n  calendarFeed {\n    active\n    includeTasks\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}"): (typeof documents)["mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCalendarFeed($includeTasks: Boolean) {\n  createCalendarFeed(includeTasks: $includeTasks) {\n    url\n    includeTasks\n    createdAt\n  }\n}"): (typeof documents)["mutation CreateCalendarFeed($includeTasks: Boolean) {\n  createCalendarFeed(includeTasks: $includeTasks) {\n    url\n    includeTasks\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateTrackingToken($name: String!) {\n  createTrackingToken(name: $name) {\n    _id\n    name\n    createdAt\n    lastUsedAt\n    token\n  }\n}"): (typeof documents)["mutation CreateTrackingToken($name: String!) {\n  createTrackingToken(name: $name) {\n    _id\n    name\n    createdAt\n    lastUsedAt\n    token\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAvatar {\n  deleteAvatar {\n    ...UserFields\n  }\n}"): (typeof documents)["mutation DeleteAvatar {\n  deleteAvatar {\n    ...UserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FollowUpSettings {\n  followUpSettings {\n    enabled\n    appliedDays\n    interviewDays\n  }\n}"): (typeof documents)["query FollowUpSettings {\n  followUpSettings {\n    enabled\n    appliedDays\n    interviewDays\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeCalendarFeed {\n  revokeCalendarFeed\n}"): (typeof documents)["mutation RevokeCalendarFeed {\n  revokeCalendarFeed\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeTrackingToken($id: ID!) {\n  revokeTrackingToken(id: $id)\n}"): (typeof documents)["mutation RevokeTrackingToken($id: ID!) {\n  revokeTrackingToken(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TrackingTokens {\n  trackingTokens {\n    _id\n    name\n    createdAt\n    lastUsedAt\n  }\n}"): (typeof documents)["query TrackingTokens {\n  trackingTokens {\n    _id\n    name\n    createdAt\n    lastUsedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCalendarFeed($includeTasks: Boolean!) {\n  updateCalendarFeed(includeTasks: $includeTasks) {\n    active\n    includeTasks\n    createdAt\n  }\n}"): (typeof documents)["mutation UpdateCalendarFeed($includeTasks: Boolean!) {\n  updateCalendarFeed(includeTasks: $includeTasks) {\n    active\n    includeTasks\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateFollowUpSettings($input: FollowUpSettingsInput!) {\n  updateFollowUpSettings(input: $input) {\n    enabled\n    appliedDays\n    interviewDays\n  }\n}"): (typeof documents)["mutation UpdateFollowUpSettings($input: FollowUpSettingsInput!) {\n  updateFollowUpSettings(input: $input) {\n    enabled\n    appliedDays\n    interviewDays\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...UserFields\n  }\n}"): (typeof documents)["mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...UserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HasUnreadMessages {\n  hasUnreadMessages\n}"): (typeof documents)["query HasUnreadMessages {\n  hasUnreadMessages\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkJobListSeen {\n  markJobListSeen\n}"): (typeof documents)["mutation MarkJobListSeen {\n  markJobListSeen\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SideMenuNews {\n  jobListNews {\n    newJobs\n    newJobsIsExact\n  }\n  savedSearches {\n    id\n    name\n  }\n  savedSearchNews {\n    id\n    newJobs\n    newJobsIsExact\n  }\n}"): (typeof documents)["query SideMenuNews {\n  jobListNews {\n    newJobs\n    newJobsIsExact\n  }\n  savedSearches {\n    id\n    name\n  }\n  savedSearchNews {\n    id\n    newJobs\n    newJobsIsExact\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignInWithLink($token: String!) {\n  signInWithLink(token: $token) {\n    ...AuthSessionFields\n  }\n}"): (typeof documents)["mutation SignInWithLink($token: String!) {\n  signInWithLink(token: $token) {\n    ...AuthSessionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppPlans {\n  appPlans {\n    prices {\n      ...PlanPriceFields\n    }\n    public_key\n    testMode\n  }\n}"): (typeof documents)["query AppPlans {\n  appPlans {\n    prices {\n      ...PlanPriceFields\n    }\n    public_key\n    testMode\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelSubscription($subscriptionId: String!) {\n  cancelSubscription(subscriptionId: $subscriptionId) {\n    ...SubscriptionDetailsFields\n  }\n}"): (typeof documents)["mutation CancelSubscription($subscriptionId: String!) {\n  cancelSubscription(subscriptionId: $subscriptionId) {\n    ...SubscriptionDetailsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePaymentCustomer($customerEmail: String!) {\n  createPaymentCustomer(customerEmail: $customerEmail) {\n    id\n  }\n}"): (typeof documents)["mutation CreatePaymentCustomer($customerEmail: String!) {\n  createPaymentCustomer(customerEmail: $customerEmail) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePlanCheckout($input: CheckoutSessionInput!) {\n  createCheckoutSession(input: $input) {\n    sessionId\n    url\n  }\n}"): (typeof documents)["mutation CreatePlanCheckout($input: CheckoutSessionInput!) {\n  createCheckoutSession(input: $input) {\n    sessionId\n    url\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateSubscription($input: CreateSubscriptionInput!) {\n  createSubscription(input: $input) {\n    ...SubscriptionDetailsFields\n  }\n}"): (typeof documents)["mutation CreateSubscription($input: CreateSubscriptionInput!) {\n  createSubscription(input: $input) {\n    ...SubscriptionDetailsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MySubscription {\n  subscription {\n    ...SubscriptionDetailsFields\n  }\n}"): (typeof documents)["query MySubscription {\n  subscription {\n    ...SubscriptionDetailsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PlanPriceFields on Price {\n  id\n  label\n  amount\n  currency\n  subscription\n  interval\n  intervalType\n  country\n}"): (typeof documents)["fragment PlanPriceFields on Price {\n  id\n  label\n  amount\n  currency\n  subscription\n  interval\n  intervalType\n  country\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SubscriptionDetailsFields on SubscriptionDetails {\n  status\n  active\n  subscriptionId\n  endTime\n  lifetime\n  priceId\n  intervalType\n  cancelAtPeriodEnd\n  lastPaymentErrors {\n    message\n  }\n}"): (typeof documents)["fragment SubscriptionDetailsFields on SubscriptionDetails {\n  status\n  active\n  subscriptionId\n  endTime\n  lifetime\n  priceId\n  intervalType\n  cancelAtPeriodEnd\n  lastPaymentErrors {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SubscriptionProducts {\n  subscriptionProducts {\n    prices {\n      ...PlanPriceFields\n    }\n    public_key\n    testMode\n  }\n}"): (typeof documents)["query SubscriptionProducts {\n  subscriptionProducts {\n    prices {\n      ...PlanPriceFields\n    }\n    public_key\n    testMode\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkMessagesRead {\n  markMessagesRead\n}"): (typeof documents)["mutation MarkMessagesRead {\n  markMessagesRead\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReplySupportMessage($messageId: ID!, $reply: String!) {\n  replySupportMessage(messageId: $messageId, reply: $reply) {\n    ...SupportMessageFields\n  }\n}"): (typeof documents)["mutation ReplySupportMessage($messageId: ID!, $reply: String!) {\n  replySupportMessage(messageId: $messageId, reply: $reply) {\n    ...SupportMessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendSupportMessage($details: String!) {\n  sendSupportMessage(details: $details) {\n    ...SupportMessageFields\n  }\n}"): (typeof documents)["mutation SendSupportMessage($details: String!) {\n  sendSupportMessage(details: $details) {\n    ...SupportMessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SupportMessageFields on SupportMessage {\n  _id\n  from\n  to\n  details\n  sentTime\n  reply\n  replyTime\n}"): (typeof documents)["fragment SupportMessageFields on SupportMessage {\n  _id\n  from\n  to\n  details\n  sentTime\n  reply\n  replyTime\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SupportMessages($page: Int!, $limit: Int!) {\n  supportMessages(page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...SupportMessageFields\n    }\n    users {\n      _id\n      name\n      email\n    }\n  }\n}"): (typeof documents)["query SupportMessages($page: Int!, $limit: Int!) {\n  supportMessages(page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...SupportMessageFields\n    }\n    users {\n      _id\n      name\n      email\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelTestCheckout($id: ID!) {\n  cancelTestCheckout(id: $id) {\n    redirectUrl\n  }\n}"): (typeof documents)["mutation CancelTestCheckout($id: ID!) {\n  cancelTestCheckout(id: $id) {\n    redirectUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PayTestCheckout($id: ID!) {\n  payTestCheckout(id: $id) {\n    redirectUrl\n  }\n}"): (typeof documents)["mutation PayTestCheckout($id: ID!) {\n  payTestCheckout(id: $id) {\n    redirectUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestCheckout($id: ID!) {\n  testCheckout(id: $id) {\n    id\n    mode\n    status\n    customerEmail\n    price {\n      label\n      amount\n      currency\n      interval\n      intervalType\n    }\n  }\n}"): (typeof documents)["query TestCheckout($id: ID!) {\n  testCheckout(id: $id) {\n    id\n    mode\n    status\n    customerEmail\n    price {\n      label\n      amount\n      currency\n      interval\n      intervalType\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PreviewJobLink($url: String!) {\n  previewJobLink(url: $url) {\n    url\n    matchedJobId\n    alreadyTracked {\n      appliedJobId\n      saved\n      appliedAt\n    }\n    job {\n      jobTitle\n      companyName\n      location\n      description\n      salary\n      employmentType\n      applyUrl\n      source\n      isJobPage\n    }\n  }\n}"): (typeof documents)["query PreviewJobLink($url: String!) {\n  previewJobLink(url: $url) {\n    url\n    matchedJobId\n    alreadyTracked {\n      appliedJobId\n      saved\n      appliedAt\n    }\n    job {\n      jobTitle\n      companyName\n      location\n      description\n      salary\n      employmentType\n      applyUrl\n      source\n      isJobPage\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveCatalogueJob($jobId: ID!) {\n  shortlistJob(jobId: $jobId) {\n    _id\n    jobId\n    status\n  }\n}"): (typeof documents)["mutation SaveCatalogueJob($jobId: ID!) {\n  shortlistJob(jobId: $jobId) {\n    _id\n    jobId\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TrackCatalogueJob($jobId: ID!, $status: ID, $appliedAt: String) {\n  markApplied(jobId: $jobId, status: $status, appliedAt: $appliedAt) {\n    _id\n    appliedJobId\n    jobId\n    status\n  }\n}"): (typeof documents)["mutation TrackCatalogueJob($jobId: ID!, $status: ID, $appliedAt: String) {\n  markApplied(jobId: $jobId, status: $status, appliedAt: $appliedAt) {\n    _id\n    appliedJobId\n    jobId\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TrackJob($job: TrackedJobInput!, $status: ID, $appliedAt: String, $saved: Boolean, $origin: String) {\n  trackJob(\n    job: $job\n    status: $status\n    appliedAt: $appliedAt\n    saved: $saved\n    origin: $origin\n  ) {\n    _id\n    saved\n    status\n    appliedAt\n    jobInfo {\n      jobTitle\n      companyName\n    }\n  }\n}"): (typeof documents)["mutation TrackJob($job: TrackedJobInput!, $status: ID, $appliedAt: String, $saved: Boolean, $origin: String) {\n  trackJob(\n    job: $job\n    status: $status\n    appliedAt: $appliedAt\n    saved: $saved\n    origin: $origin\n  ) {\n    _id\n    saved\n    status\n    appliedAt\n    jobInfo {\n      jobTitle\n      companyName\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ImportPreviewFields on TrackingImportPreview {\n  importId\n  fileName\n  format\n  columns\n  rows\n  mappingRequired\n  expiresAt\n  fields {\n    name\n    label\n    required\n  }\n  suggestedMapping {\n    ...ImportMappingFields\n  }\n  mapping {\n    ...ImportMappingFields\n  }\n  preview {\n    line\n    error\n    cells\n    jobTitle\n    companyName\n    location\n    status\n    saved\n    appliedAt\n    statusChanges\n    tasks\n    contacts\n    notes\n  }\n}\n\nfragment ImportMappingFields on ImportMapping {\n  jobTitle\n  companyName\n  applyUrl\n  location\n  salary\n  description\n  status\n  appliedAt\n  addedAt\n  notes\n}"): (typeof documents)["fragment ImportPreviewFields on TrackingImportPreview {\n  importId\n  fileName\n  format\n  columns\n  rows\n  mappingRequired\n  expiresAt\n  fields {\n    name\n    label\n    required\n  }\n  suggestedMapping {\n    ...ImportMappingFields\n  }\n  mapping {\n    ...ImportMappingFields\n  }\n  preview {\n    line\n    error\n    cells\n    jobTitle\n    companyName\n    location\n    status\n    saved\n    appliedAt\n    statusChanges\n    tasks\n    contacts\n    notes\n  }\n}\n\nfragment ImportMappingFields on ImportMapping {\n  jobTitle\n  companyName\n  applyUrl\n  location\n  salary\n  description\n  status\n  appliedAt\n  addedAt\n  notes\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PreviewImport($importId: ID!, $mapping: ImportMappingInput) {\n  previewImport(importId: $importId, mapping: $mapping) {\n    ...ImportPreviewFields\n  }\n}"): (typeof documents)["query PreviewImport($importId: ID!, $mapping: ImportMappingInput) {\n  previewImport(importId: $importId, mapping: $mapping) {\n    ...ImportPreviewFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RunImport($importId: ID!, $mapping: ImportMappingInput) {\n  runImport(importId: $importId, mapping: $mapping) {\n    imported\n    skipped\n    failedCount\n    failed {\n      line\n      message\n    }\n  }\n}"): (typeof documents)["mutation RunImport($importId: ID!, $mapping: ImportMappingInput) {\n  runImport(importId: $importId, mapping: $mapping) {\n    imported\n    skipped\n    failedCount\n    failed {\n      line\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddJobContact($appliedJobId: ID!, $input: JobContactInput!) {\n  addJobContact(appliedJobId: $appliedJobId, input: $input) {\n    ...JobContactFields\n  }\n}"): (typeof documents)["mutation AddJobContact($appliedJobId: ID!, $input: JobContactInput!) {\n  addJobContact(appliedJobId: $appliedJobId, input: $input) {\n    ...JobContactFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddJobNote($appliedJobId: ID!, $input: JobNoteInput!) {\n  addJobNote(appliedJobId: $appliedJobId, input: $input) {\n    ...JobNoteFields\n  }\n}"): (typeof documents)["mutation AddJobNote($appliedJobId: ID!, $input: JobNoteInput!) {\n  addJobNote(appliedJobId: $appliedJobId, input: $input) {\n    ...JobNoteFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddJobTask($appliedJobId: ID!, $input: JobTaskInput!) {\n  addJobTask(appliedJobId: $appliedJobId, input: $input) {\n    ...JobTaskFields\n  }\n}"): (typeof documents)["mutation AddJobTask($appliedJobId: ID!, $input: JobTaskInput!) {\n  addJobTask(appliedJobId: $appliedJobId, input: $input) {\n    ...JobTaskFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AppliedJobFields on AppliedJob {\n  _id\n  appliedJobId\n  jobId\n  status\n  appliedAt\n  statusChangedAt\n  jobInfo {\n    jobTitle\n    companyName\n    companyImage\n    applyUrl\n    datePosted\n    validThrough\n    tags\n    worldwide\n    source {\n      name\n      url\n    }\n  }\n}"): (typeof documents)["fragment AppliedJobFields on AppliedJob {\n  _id\n  appliedJobId\n  jobId\n  status\n  appliedAt\n  statusChangedAt\n  jobInfo {\n    jobTitle\n    companyName\n    companyImage\n    applyUrl\n    datePosted\n    validThrough\n    tags\n    worldwide\n    source {\n      name\n      url\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppliedJobStats {\n  appliedJobStats {\n    byStatus {\n      status\n      title\n      count\n    }\n    byWeek {\n      weekStart\n      count\n    }\n  }\n}"): (typeof documents)["query AppliedJobStats {\n  appliedJobStats {\n    byStatus {\n      status\n      title\n      count\n    }\n    byWeek {\n      weekStart\n      count\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppliedJob($id: ID!) {\n  appliedJob(id: $id) {\n    ...TrackedJobFields\n    jobInfo {\n      description\n    }\n  }\n}"): (typeof documents)["query AppliedJob($id: ID!) {\n  appliedJob(id: $id) {\n    ...TrackedJobFields\n    jobInfo {\n      description\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppliedJobs($page: Int!, $limit: Int!) {\n  appliedJobs(page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...AppliedJobFields\n    }\n  }\n}"): (typeof documents)["query AppliedJobs($page: Int!, $limit: Int!) {\n  appliedJobs(page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...AppliedJobFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAppliedJob($id: ID!) {\n  deleteAppliedJob(id: $id)\n}"): (typeof documents)["mutation DeleteAppliedJob($id: ID!) {\n  deleteAppliedJob(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteJobContact($appliedJobId: ID!, $id: ID!) {\n  deleteJobContact(appliedJobId: $appliedJobId, id: $id)\n}"): (typeof documents)["mutation DeleteJobContact($appliedJobId: ID!, $id: ID!) {\n  deleteJobContact(appliedJobId: $appliedJobId, id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteJobNote($appliedJobId: ID!, $id: ID!) {\n  deleteJobNote(appliedJobId: $appliedJobId, id: $id)\n}"): (typeof documents)["mutation DeleteJobNote($appliedJobId: ID!, $id: ID!) {\n  deleteJobNote(appliedJobId: $appliedJobId, id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteJobTask($appliedJobId: ID!, $id: ID!) {\n  deleteJobTask(appliedJobId: $appliedJobId, id: $id)\n}"): (typeof documents)["mutation DeleteJobTask($appliedJobId: ID!, $id: ID!) {\n  deleteJobTask(appliedJobId: $appliedJobId, id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment JobContactFields on JobContact {\n  _id\n  appliedJobId\n  name\n  email\n  jobTitle\n  linkedInUrl\n  twitterUrl\n}"): (typeof documents)["fragment JobContactFields on JobContact {\n  _id\n  appliedJobId\n  name\n  email\n  jobTitle\n  linkedInUrl\n  twitterUrl\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobContacts($appliedJobId: ID!, $page: Int!, $limit: Int!) {\n  jobContacts(appliedJobId: $appliedJobId, page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...JobContactFields\n    }\n  }\n}"): (typeof documents)["query JobContacts($appliedJobId: ID!, $page: Int!, $limit: Int!) {\n  jobContacts(appliedJobId: $appliedJobId, page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...JobContactFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment JobNoteFields on JobNote {\n  _id\n  appliedJobId\n  title\n  description\n}"): (typeof documents)["fragment JobNoteFields on JobNote {\n  _id\n  appliedJobId\n  title\n  description\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobNotes($appliedJobId: ID!, $page: Int!, $limit: Int!) {\n  jobNotes(appliedJobId: $appliedJobId, page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...JobNoteFields\n    }\n  }\n}"): (typeof documents)["query JobNotes($appliedJobId: ID!, $page: Int!, $limit: Int!) {\n  jobNotes(appliedJobId: $appliedJobId, page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...JobNoteFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment JobTaskFields on JobTask {\n  _id\n  appliedJobId\n  content\n  done\n  dueAt\n  dueTimeZone\n  followUp\n}"): (typeof documents)["fragment JobTaskFields on JobTask {\n  _id\n  appliedJobId\n  content\n  done\n  dueAt\n  dueTimeZone\n  followUp\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobTasks($appliedJobId: ID!, $page: Int!, $limit: Int!) {\n  jobTasks(appliedJobId: $appliedJobId, page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...JobTaskFields\n    }\n  }\n}"): (typeof documents)["query JobTasks($appliedJobId: ID!, $page: Int!, $limit: Int!) {\n  jobTasks(appliedJobId: $appliedJobId, page: $page, limit: $limit) {\n    total\n    page\n    limit\n    data {\n      ...JobTaskFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TrackedJobFields on AppliedJob {\n  ...AppliedJobFields\n  saved\n  origin\n  trackedAt\n  nextEvent {\n    _id\n    kind\n    startsAt\n  }\n  jobInfo {\n    location\n    salary\n    employmentType\n  }\n}"): (typeof documents)["fragment TrackedJobFields on AppliedJob {\n  ...AppliedJobFields\n  saved\n  origin\n  trackedAt\n  nextEvent {\n    _id\n    kind\n    startsAt\n  }\n  jobInfo {\n    location\n    salary\n    employmentType\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TrackedJobs($page: Int!, $limit: Int!, $stage: String!) {\n  appliedJobs(page: $page, limit: $limit, stage: $stage) {\n    total\n    page\n    limit\n    data {\n      ...TrackedJobFields\n    }\n  }\n}"): (typeof documents)["query TrackedJobs($page: Int!, $limit: Int!, $stage: String!) {\n  appliedJobs(page: $page, limit: $limit, stage: $stage) {\n    total\n    page\n    limit\n    data {\n      ...TrackedJobFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAppliedJobStatus($id: ID!, $status: ID!, $applied: Boolean, $appliedAt: String) {\n  updateAppliedJobStatus(\n    id: $id\n    status: $status\n    applied: $applied\n    appliedAt: $appliedAt\n  ) {\n    _id\n    status\n    statusChangedAt\n    saved\n    appliedAt\n  }\n}"): (typeof documents)["mutation UpdateAppliedJobStatus($id: ID!, $status: ID!, $applied: Boolean, $appliedAt: String) {\n  updateAppliedJobStatus(\n    id: $id\n    status: $status\n    applied: $applied\n    appliedAt: $appliedAt\n  ) {\n    _id\n    status\n    statusChangedAt\n    saved\n    appliedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateJobContact($appliedJobId: ID!, $id: ID!, $input: JobContactInput!) {\n  updateJobContact(appliedJobId: $appliedJobId, id: $id, input: $input) {\n    ...JobContactFields\n  }\n}"): (typeof documents)["mutation UpdateJobContact($appliedJobId: ID!, $id: ID!, $input: JobContactInput!) {\n  updateJobContact(appliedJobId: $appliedJobId, id: $id, input: $input) {\n    ...JobContactFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateJobNote($appliedJobId: ID!, $id: ID!, $input: JobNoteInput!) {\n  updateJobNote(appliedJobId: $appliedJobId, id: $id, input: $input) {\n    ...JobNoteFields\n  }\n}"): (typeof documents)["mutation UpdateJobNote($appliedJobId: ID!, $id: ID!, $input: JobNoteInput!) {\n  updateJobNote(appliedJobId: $appliedJobId, id: $id, input: $input) {\n    ...JobNoteFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateJobTask($appliedJobId: ID!, $id: ID!, $input: JobTaskInput!) {\n  updateJobTask(appliedJobId: $appliedJobId, id: $id, input: $input) {\n    ...JobTaskFields\n  }\n}"): (typeof documents)["mutation UpdateJobTask($appliedJobId: ID!, $id: ID!, $input: JobTaskInput!) {\n  updateJobTask(appliedJobId: $appliedJobId, id: $id, input: $input) {\n    ...JobTaskFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnsubscribeEmails($userId: ID!, $token: String, $reason: String, $kind: String) {\n  unsubscribeEmails(userId: $userId, token: $token, reason: $reason, kind: $kind)\n}"): (typeof documents)["mutation UnsubscribeEmails($userId: ID!, $token: String, $reason: String, $kind: String) {\n  unsubscribeEmails(userId: $userId, token: $token, reason: $reason, kind: $kind)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Upcoming($days: Int!) {\n  upcoming(days: $days) {\n    days\n    events {\n      _id\n      appliedJobId\n      kind\n      startsAt\n      timeZone\n      meetingUrl\n      jobTitle\n      companyName\n    }\n    tasks {\n      _id\n      appliedJobId\n      content\n      dueAt\n      dueTimeZone\n      overdue\n      jobTitle\n      companyName\n    }\n  }\n}"): (typeof documents)["query Upcoming($days: Int!) {\n  upcoming(days: $days) {\n    days\n    events {\n      _id\n      appliedJobId\n      kind\n      startsAt\n      timeZone\n      meetingUrl\n      jobTitle\n      companyName\n    }\n    tasks {\n      _id\n      appliedJobId\n      content\n      dueAt\n      dueTimeZone\n      overdue\n      jobTitle\n      companyName\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HiddenCompanies {\n  hiddenCompanies {\n    ...HiddenCompanyFields\n  }\n}"): (typeof documents)["query HiddenCompanies {\n  hiddenCompanies {\n    ...HiddenCompanyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment HiddenCompanyFields on HiddenCompany {\n  companyId\n  name\n  logo\n  hiddenAt\n}"): (typeof documents)["fragment HiddenCompanyFields on HiddenCompany {\n  companyId\n  name\n  logo\n  hiddenAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HideCompany($companyName: String!) {\n  hideCompany(companyName: $companyName) {\n    ...HiddenCompanyFields\n  }\n}"): (typeof documents)["mutation HideCompany($companyName: String!) {\n  hideCompany(companyName: $companyName) {\n    ...HiddenCompanyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnhideCompany($companyId: ID!) {\n  unhideCompany(companyId: $companyId)\n}"): (typeof documents)["mutation UnhideCompany($companyId: ID!) {\n  unhideCompany(companyId: $companyId)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Bootstrap {\n  bootstrap {\n    me {\n      ...UserFields\n    }\n    appConfig {\n      fileTypes {\n        id\n        title\n      }\n      emailTemplates {\n        id\n        name\n      }\n      accessSwitches {\n        enableFreeAccessForApp\n        enableFreeAccessForNewsletter\n      }\n      filters {\n        sources {\n          name\n          favicon\n        }\n        categories\n      }\n    }\n    jobStatuses {\n      _id\n      title\n    }\n  }\n}"): (typeof documents)["query Bootstrap {\n  bootstrap {\n    me {\n      ...UserFields\n    }\n    appConfig {\n      fileTypes {\n        id\n        title\n      }\n      emailTemplates {\n        id\n        name\n      }\n      accessSwitches {\n        enableFreeAccessForApp\n        enableFreeAccessForNewsletter\n      }\n      filters {\n        sources {\n          name\n          favicon\n        }\n        categories\n      }\n    }\n    jobStatuses {\n      _id\n      title\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SessionUser {\n  me {\n    ...UserFields\n  }\n}"): (typeof documents)["query SessionUser {\n  me {\n    ...UserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserFields on User {\n  _id\n  userId\n  name\n  email\n  admin\n  recruiter\n  isAdmin\n  profilePic {\n    _id\n    file {\n      name\n    }\n    fileUrl\n  }\n  country\n  timezone\n  session {\n    tags\n    categories\n    sources\n    hideViewedJobs\n    worldwide\n    eligibility\n    minPay\n    payCurrency\n    withPayOnly\n    jobTypes\n    seniorities\n    sort\n  }\n  appSubscription {\n    status\n    active\n    endTime\n    subscriptionId\n    lifetime\n  }\n}"): (typeof documents)["fragment UserFields on User {\n  _id\n  userId\n  name\n  email\n  admin\n  recruiter\n  isAdmin\n  profilePic {\n    _id\n    file {\n      name\n    }\n    fileUrl\n  }\n  country\n  timezone\n  session {\n    tags\n    categories\n    sources\n    hideViewedJobs\n    worldwide\n    eligibility\n    minPay\n    payCurrency\n    withPayOnly\n    jobTypes\n    seniorities\n    sort\n  }\n  appSubscription {\n    status\n    active\n    endTime\n    subscriptionId\n    lifetime\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;