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
    "fragment AuthSessionFields on AuthSession {\n  token\n  userId\n  expiry\n  exp\n  iat\n  userInfo {\n    ...UserFields\n  }\n}": typeof types.AuthSessionFieldsFragmentDoc,
    "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    ...AuthSessionFields\n  }\n}": typeof types.SignInDocument,
    "mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    ...AuthSessionFields\n  }\n}": typeof types.SignUpDocument,
    "query RemoteCompanies($page: Int!, $limit: Int!) {\n  remoteCompanies(page: $page, limit: $limit) {\n    total\n    data {\n      _id\n      name\n      logo\n      description\n      url\n      careersPage\n      jobCount\n    }\n  }\n}": typeof types.RemoteCompaniesDocument,
    "query JobBoards($page: Int!, $limit: Int!) {\n  jobBoards(page: $page, limit: $limit) {\n    total\n    data {\n      _id\n      name\n      url\n      logo\n      description\n    }\n  }\n}": typeof types.JobBoardsDocument,
    "query CompanyJobs($companyName: String!, $page: Int!, $limit: Int!) {\n  companyJobs(companyName: $companyName, page: $page, limit: $limit) {\n    total\n    data {\n      ...JobCardFields\n    }\n  }\n}": typeof types.CompanyJobsDocument,
    "mutation DelistJob($id: ID!) {\n  delistJob(id: $id)\n}": typeof types.DelistJobDocument,
    "fragment JobCardFields on Job {\n  _id\n  jobTitle\n  companyName\n  companyImage\n  source {\n    name\n    url\n    attribution\n    jobUrl\n  }\n  tags\n  category\n  applyUrl\n  datePosted\n  validThrough\n  metadata {\n    highlight\n  }\n  worldwide\n  expired\n  filled\n  shortlisted\n  shortlistedJobId\n  status\n  visited\n  applied\n}": typeof types.JobCardFieldsFragmentDoc,
    "query JobDetails($id: ID!) {\n  job(id: $id) {\n    _id\n    description\n  }\n}": typeof types.JobDetailsDocument,
    "query Jobs($filter: JobFilterInput, $page: Int!, $limit: Int!) {\n  jobs(filter: $filter, page: $page, limit: $limit) {\n    total\n    data {\n      ...JobCardFields\n    }\n  }\n}": typeof types.JobsDocument,
    "mutation MarkApplied($jobId: ID!) {\n  markApplied(jobId: $jobId) {\n    _id\n    appliedJobId\n    jobId\n    status\n  }\n}": typeof types.MarkAppliedDocument,
    "mutation RecordVisit($jobId: ID!) {\n  recordVisit(jobId: $jobId)\n}": typeof types.RecordVisitDocument,
    "mutation ShortlistJob($jobId: ID!) {\n  shortlistJob(jobId: $jobId) {\n    _id\n    jobId\n    status\n  }\n}": typeof types.ShortlistJobDocument,
    "query ShortlistedJobs($page: Int!, $limit: Int!) {\n  shortlistedJobs(page: $page, limit: $limit) {\n    total\n    data {\n      ...JobCardFields\n    }\n  }\n}": typeof types.ShortlistedJobsDocument,
    "query TagSearch($query: String!, $limit: Int!) {\n  tags(query: $query, page: 1, limit: $limit) {\n    title\n  }\n}": typeof types.TagSearchDocument,
    "mutation UpdateShortlistedJob($id: ID!, $status: ID!) {\n  updateShortlistedJob(id: $id, status: $status) {\n    _id\n    jobId\n    status\n  }\n}": typeof types.UpdateShortlistedJobDocument,
    "query ViewedJobs($page: Int!, $limit: Int!) {\n  viewedJobs(page: $page, limit: $limit) {\n    total\n    data {\n      ...JobCardFields\n    }\n  }\n}": typeof types.ViewedJobsDocument,
    "query AccountMe {\n  me {\n    ...UserFields\n  }\n}": typeof types.AccountMeDocument,
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}": typeof types.ChangePasswordDocument,
    "mutation DeleteAvatar {\n  deleteAvatar {\n    ...UserFields\n  }\n}": typeof types.DeleteAvatarDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...UserFields\n  }\n}": typeof types.UpdateProfileDocument,
    "query Bootstrap {\n  bootstrap {\n    me {\n      ...UserFields\n    }\n    appConfig {\n      fileTypes {\n        id\n        title\n      }\n      emailTemplates {\n        id\n        name\n      }\n      countries {\n        name\n        code\n      }\n      accessSwitches {\n        enableFreeAccessForApp\n        enableFreeAccessForNewsletter\n      }\n      filters {\n        sources {\n          name\n          favicon\n        }\n        categories\n      }\n    }\n    jobStatuses {\n      _id\n      title\n    }\n  }\n}": typeof types.BootstrapDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "fragment UserFields on User {\n  _id\n  userId\n  name\n  email\n  admin\n  recruiter\n  isAdmin\n  profilePic {\n    _id\n    file {\n      name\n    }\n    fileUrl\n  }\n  session {\n    tags\n    categories\n    sources\n    hideViewedJobs\n    worldwide\n  }\n  appSubscription {\n    status\n    active\n    endTime\n    subscriptionId\n    lifetime\n  }\n}": typeof types.UserFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment AuthSessionFields on AuthSession {\n  token\n  userId\n  expiry\n  exp\n  iat\n  userInfo {\n    ...UserFields\n  }\n}": types.AuthSessionFieldsFragmentDoc,
    "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    ...AuthSessionFields\n  }\n}": types.SignInDocument,
    "mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    ...AuthSessionFields\n  }\n}": types.SignUpDocument,
    "query RemoteCompanies($page: Int!, $limit: Int!) {\n  remoteCompanies(page: $page, limit: $limit) {\n    total\n    data {\n      _id\n      name\n      logo\n      description\n      url\n      careersPage\n      jobCount\n    }\n  }\n}": types.RemoteCompaniesDocument,
    "query JobBoards($page: Int!, $limit: Int!) {\n  jobBoards(page: $page, limit: $limit) {\n    total\n    data {\n      _id\n      name\n      url\n      logo\n      description\n    }\n  }\n}": types.JobBoardsDocument,
    "query CompanyJobs($companyName: String!, $page: Int!, $limit: Int!) {\n  companyJobs(companyName: $companyName, page: $page, limit: $limit) {\n    total\n    data {\n      ...JobCardFields\n    }\n  }\n}": types.CompanyJobsDocument,
    "mutation DelistJob($id: ID!) {\n  delistJob(id: $id)\n}": types.DelistJobDocument,
    "fragment JobCardFields on Job {\n  _id\n  jobTitle\n  companyName\n  companyImage\n  source {\n    name\n    url\n    attribution\n    jobUrl\n  }\n  tags\n  category\n  applyUrl\n  datePosted\n  validThrough\n  metadata {\n    highlight\n  }\n  worldwide\n  expired\n  filled\n  shortlisted\n  shortlistedJobId\n  status\n  visited\n  applied\n}": types.JobCardFieldsFragmentDoc,
    "query JobDetails($id: ID!) {\n  job(id: $id) {\n    _id\n    description\n  }\n}": types.JobDetailsDocument,
    "query Jobs($filter: JobFilterInput, $page: Int!, $limit: Int!) {\n  jobs(filter: $filter, page: $page, limit: $limit) {\n    total\n    data {\n      ...JobCardFields\n    }\n  }\n}": types.JobsDocument,
    "mutation MarkApplied($jobId: ID!) {\n  markApplied(jobId: $jobId) {\n    _id\n    appliedJobId\n    jobId\n    status\n  }\n}": types.MarkAppliedDocument,
    "mutation RecordVisit($jobId: ID!) {\n  recordVisit(jobId: $jobId)\n}": types.RecordVisitDocument,
    "mutation ShortlistJob($jobId: ID!) {\n  shortlistJob(jobId: $jobId) {\n    _id\n    jobId\n    status\n  }\n}": types.ShortlistJobDocument,
    "query ShortlistedJobs($page: Int!, $limit: Int!) {\n  shortlistedJobs(page: $page, limit: $limit) {\n    total\n    data {\n      ...JobCardFields\n    }\n  }\n}": types.ShortlistedJobsDocument,
    "query TagSearch($query: String!, $limit: Int!) {\n  tags(query: $query, page: 1, limit: $limit) {\n    title\n  }\n}": types.TagSearchDocument,
    "mutation UpdateShortlistedJob($id: ID!, $status: ID!) {\n  updateShortlistedJob(id: $id, status: $status) {\n    _id\n    jobId\n    status\n  }\n}": types.UpdateShortlistedJobDocument,
    "query ViewedJobs($page: Int!, $limit: Int!) {\n  viewedJobs(page: $page, limit: $limit) {\n    total\n    data {\n      ...JobCardFields\n    }\n  }\n}": types.ViewedJobsDocument,
    "query AccountMe {\n  me {\n    ...UserFields\n  }\n}": types.AccountMeDocument,
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}": types.ChangePasswordDocument,
    "mutation DeleteAvatar {\n  deleteAvatar {\n    ...UserFields\n  }\n}": types.DeleteAvatarDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...UserFields\n  }\n}": types.UpdateProfileDocument,
    "query Bootstrap {\n  bootstrap {\n    me {\n      ...UserFields\n    }\n    appConfig {\n      fileTypes {\n        id\n        title\n      }\n      emailTemplates {\n        id\n        name\n      }\n      countries {\n        name\n        code\n      }\n      accessSwitches {\n        enableFreeAccessForApp\n        enableFreeAccessForNewsletter\n      }\n      filters {\n        sources {\n          name\n          favicon\n        }\n        categories\n      }\n    }\n    jobStatuses {\n      _id\n      title\n    }\n  }\n}": types.BootstrapDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "fragment UserFields on User {\n  _id\n  userId\n  name\n  email\n  admin\n  recruiter\n  isAdmin\n  profilePic {\n    _id\n    file {\n      name\n    }\n    fileUrl\n  }\n  session {\n    tags\n    categories\n    sources\n    hideViewedJobs\n    worldwide\n  }\n  appSubscription {\n    status\n    active\n    endTime\n    subscriptionId\n    lifetime\n  }\n}": types.UserFieldsFragmentDoc,
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
export function graphql(source: "fragment AuthSessionFields on AuthSession {\n  token\n  userId\n  expiry\n  exp\n  iat\n  userInfo {\n    ...UserFields\n  }\n}"): (typeof documents)["fragment AuthSessionFields on AuthSession {\n  token\n  userId\n  expiry\n  exp\n  iat\n  userInfo {\n    ...UserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    ...AuthSessionFields\n  }\n}"): (typeof documents)["mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    ...AuthSessionFields\n  }\n}"];
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
export function graphql(source: "query JobBoards($page: Int!, $limit: Int!) {\n  jobBoards(page: $page, limit: $limit) {\n    total\n    data {\n      _id\n      name\n      url\n      logo\n      description\n    }\n  }\n}"): (typeof documents)["query JobBoards($page: Int!, $limit: Int!) {\n  jobBoards(page: $page, limit: $limit) {\n    total\n    data {\n      _id\n      name\n      url\n      logo\n      description\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompanyJobs($companyName: String!, $page: Int!, $limit: Int!) {\n  companyJobs(companyName: $companyName, page: $page, limit: $limit) {\n    total\n    data {\n      ...JobCardFields\n    }\n  }\n}"): (typeof documents)["query CompanyJobs($companyName: String!, $page: Int!, $limit: Int!) {\n  companyJobs(companyName: $companyName, page: $page, limit: $limit) {\n    total\n    data {\n      ...JobCardFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DelistJob($id: ID!) {\n  delistJob(id: $id)\n}"): (typeof documents)["mutation DelistJob($id: ID!) {\n  delistJob(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment JobCardFields on Job {\n  _id\n  jobTitle\n  companyName\n  companyImage\n  source {\n    name\n    url\n    attribution\n    jobUrl\n  }\n  tags\n  category\n  applyUrl\n  datePosted\n  validThrough\n  metadata {\n    highlight\n  }\n  worldwide\n  expired\n  filled\n  shortlisted\n  shortlistedJobId\n  status\n  visited\n  applied\n}"): (typeof documents)["fragment JobCardFields on Job {\n  _id\n  jobTitle\n  companyName\n  companyImage\n  source {\n    name\n    url\n    attribution\n    jobUrl\n  }\n  tags\n  category\n  applyUrl\n  datePosted\n  validThrough\n  metadata {\n    highlight\n  }\n  worldwide\n  expired\n  filled\n  shortlisted\n  shortlistedJobId\n  status\n  visited\n  applied\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobDetails($id: ID!) {\n  job(id: $id) {\n    _id\n    description\n  }\n}"): (typeof documents)["query JobDetails($id: ID!) {\n  job(id: $id) {\n    _id\n    description\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Jobs($filter: JobFilterInput, $page: Int!, $limit: Int!) {\n  jobs(filter: $filter, page: $page, limit: $limit) {\n    total\n    data {\n      ...JobCardFields\n    }\n  }\n}"): (typeof documents)["query Jobs($filter: JobFilterInput, $page: Int!, $limit: Int!) {\n  jobs(filter: $filter, page: $page, limit: $limit) {\n    total\n    data {\n      ...JobCardFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkApplied($jobId: ID!) {\n  markApplied(jobId: $jobId) {\n    _id\n    appliedJobId\n    jobId\n    status\n  }\n}"): (typeof documents)["mutation MarkApplied($jobId: ID!) {\n  markApplied(jobId: $jobId) {\n    _id\n    appliedJobId\n    jobId\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordVisit($jobId: ID!) {\n  recordVisit(jobId: $jobId)\n}"): (typeof documents)["mutation RecordVisit($jobId: ID!) {\n  recordVisit(jobId: $jobId)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShortlistJob($jobId: ID!) {\n  shortlistJob(jobId: $jobId) {\n    _id\n    jobId\n    status\n  }\n}"): (typeof documents)["mutation ShortlistJob($jobId: ID!) {\n  shortlistJob(jobId: $jobId) {\n    _id\n    jobId\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShortlistedJobs($page: Int!, $limit: Int!) {\n  shortlistedJobs(page: $page, limit: $limit) {\n    total\n    data {\n      ...JobCardFields\n    }\n  }\n}"): (typeof documents)["query ShortlistedJobs($page: Int!, $limit: Int!) {\n  shortlistedJobs(page: $page, limit: $limit) {\n    total\n    data {\n      ...JobCardFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TagSearch($query: String!, $limit: Int!) {\n  tags(query: $query, page: 1, limit: $limit) {\n    title\n  }\n}"): (typeof documents)["query TagSearch($query: String!, $limit: Int!) {\n  tags(query: $query, page: 1, limit: $limit) {\n    title\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateShortlistedJob($id: ID!, $status: ID!) {\n  updateShortlistedJob(id: $id, status: $status) {\n    _id\n    jobId\n    status\n  }\n}"): (typeof documents)["mutation UpdateShortlistedJob($id: ID!, $status: ID!) {\n  updateShortlistedJob(id: $id, status: $status) {\n    _id\n    jobId\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ViewedJobs($page: Int!, $limit: Int!) {\n  viewedJobs(page: $page, limit: $limit) {\n    total\n    data {\n      ...JobCardFields\n    }\n  }\n}"): (typeof documents)["query ViewedJobs($page: Int!, $limit: Int!) {\n  viewedJobs(page: $page, limit: $limit) {\n    total\n    data {\n      ...JobCardFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountMe {\n  me {\n    ...UserFields\n  }\n}"): (typeof documents)["query AccountMe {\n  me {\n    ...UserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}"): (typeof documents)["mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAvatar {\n  deleteAvatar {\n    ...UserFields\n  }\n}"): (typeof documents)["mutation DeleteAvatar {\n  deleteAvatar {\n    ...UserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...UserFields\n  }\n}"): (typeof documents)["mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...UserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Bootstrap {\n  bootstrap {\n    me {\n      ...UserFields\n    }\n    appConfig {\n      fileTypes {\n        id\n        title\n      }\n      emailTemplates {\n        id\n        name\n      }\n      countries {\n        name\n        code\n      }\n      accessSwitches {\n        enableFreeAccessForApp\n        enableFreeAccessForNewsletter\n      }\n      filters {\n        sources {\n          name\n          favicon\n        }\n        categories\n      }\n    }\n    jobStatuses {\n      _id\n      title\n    }\n  }\n}"): (typeof documents)["query Bootstrap {\n  bootstrap {\n    me {\n      ...UserFields\n    }\n    appConfig {\n      fileTypes {\n        id\n        title\n      }\n      emailTemplates {\n        id\n        name\n      }\n      countries {\n        name\n        code\n      }\n      accessSwitches {\n        enableFreeAccessForApp\n        enableFreeAccessForNewsletter\n      }\n      filters {\n        sources {\n          name\n          favicon\n        }\n        categories\n      }\n    }\n    jobStatuses {\n      _id\n      title\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserFields on User {\n  _id\n  userId\n  name\n  email\n  admin\n  recruiter\n  isAdmin\n  profilePic {\n    _id\n    file {\n      name\n    }\n    fileUrl\n  }\n  session {\n    tags\n    categories\n    sources\n    hideViewedJobs\n    worldwide\n  }\n  appSubscription {\n    status\n    active\n    endTime\n    subscriptionId\n    lifetime\n  }\n}"): (typeof documents)["fragment UserFields on User {\n  _id\n  userId\n  name\n  email\n  admin\n  recruiter\n  isAdmin\n  profilePic {\n    _id\n    file {\n      name\n    }\n    fileUrl\n  }\n  session {\n    tags\n    categories\n    sources\n    hideViewedJobs\n    worldwide\n  }\n  appSubscription {\n    status\n    active\n    endTime\n    subscriptionId\n    lifetime\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;