import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from '../accounts';
import { MAX_MESSAGE_LENGTH } from '../support';

/**
 * Invalid values each form refuses, with the message both the page and the API give: the web
 * form tests type them and read the message beside the field, the gateway's test sends them over
 * REST and GraphQL and reads the answer's message. Each case has one thing wrong, so the server's
 * first problem is that field's.
 */
export interface Refusal<V> {
  /** What is wrong, for the test's name. */
  problem: string;
  values: V;
  /** The field whose message it is, on the page. */
  field: keyof V & string;
  message: string;
}

const longText = (length: number) => 'x'.repeat(length);

const signUp = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical1', confirmPassword: 'analytical1', acceptTerms: true };
const withPassword = (password: string) => ({ ...signUp, password, confirmPassword: password });
export const SIGN_UP_REFUSALS: Refusal<typeof signUp>[] = [
  { problem: 'a blank name', values: { ...signUp, name: '   ' }, field: 'name', message: 'Please provide valid name' },
  { problem: 'an over-long name', values: { ...signUp, name: longText(MAX_NAME_LENGTH + 1) }, field: 'name', message: `Name must be at most ${MAX_NAME_LENGTH} characters` },
  { problem: 'an email without a domain', values: { ...signUp, email: 'ada@' }, field: 'email', message: 'Please provide valid email' },
  { problem: 'an email without an @', values: { ...signUp, email: 'ada.example.com' }, field: 'email', message: 'Please provide valid email' },
  { problem: 'a short password', values: withPassword('short12'), field: 'password', message: 'Password length should not be less than 8 characters' },
  {
    problem: 'an over-long password',
    values: withPassword(longText(MAX_PASSWORD_LENGTH + 1)),
    field: 'password',
    message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  },
];

const signIn = { email: 'ada@example.com', password: 'analytical1' };
export const SIGN_IN_REFUSALS: Refusal<typeof signIn>[] = [
  { problem: 'a blank email', values: { ...signIn, email: '  ' }, field: 'email', message: 'Please provide valid email' },
  { problem: 'an over-long password', values: { ...signIn, password: longText(MAX_PASSWORD_LENGTH + 1) }, field: 'password', message: 'Incorrect email or password' },
];

const BLANK_PASSWORDS = 'Current & Previous passwords are not matching, Please provide valid passwords.';
export const CHANGE_PASSWORD_REFUSALS: Refusal<{ password: string; newPassword: string }>[] = [
  { problem: 'a blank current password', values: { password: '   ', newPassword: 'a-new-password' }, field: 'password', message: BLANK_PASSWORDS },
  { problem: 'a blank new password', values: { password: 'the-old-password', newPassword: '    ' }, field: 'newPassword', message: BLANK_PASSWORDS },
  { problem: 'two short passwords', values: { password: 'short', newPassword: 'tiny' }, field: 'newPassword', message: 'Password length should not be less than 8 characters' },
];

export const FORGOT_PASSWORD_REFUSALS: Refusal<{ email: string }>[] = [
  { problem: 'an email without a domain', values: { email: 'ada@' }, field: 'email', message: 'Please provide valid email' },
];

export const RESET_PASSWORD_REFUSALS: Refusal<{ password: string }>[] = [
  { problem: 'a short password', values: { password: 'short' }, field: 'password', message: 'Password length should not be less than 8 characters' },
  { problem: 'an over-long password', values: { password: longText(MAX_PASSWORD_LENGTH + 1) }, field: 'password', message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters` },
];

export const PROFILE_REFUSALS: Refusal<{ name: string }>[] = [
  { problem: 'a blank name', values: { name: '  ' }, field: 'name', message: 'Please provide valid name' },
  { problem: 'an over-long name', values: { name: longText(MAX_NAME_LENGTH + 1) }, field: 'name', message: `Name must be at most ${MAX_NAME_LENGTH} characters` },
];

// Blank support messages cannot be sent from the page at all (its button waits for text).
export const SEND_QUERY_REFUSALS: Refusal<{ details: string }>[] = [
  {
    problem: 'an over-long query',
    values: { details: longText(MAX_MESSAGE_LENGTH + 1) },
    field: 'details',
    message: `Your query is too long: keep it under ${MAX_MESSAGE_LENGTH} characters`,
  },
];

export const REPLY_REFUSALS: Refusal<{ reply: string }>[] = [
  {
    problem: 'an over-long reply',
    values: { reply: longText(MAX_MESSAGE_LENGTH + 1) },
    field: 'reply',
    message: `Your reply is too long: keep it under ${MAX_MESSAGE_LENGTH} characters`,
  },
];

export const TASK_REFUSALS: Refusal<{ content: string }>[] = [
  { problem: 'a blank task', values: { content: '   ' }, field: 'content', message: 'Please provide the task' },
  { problem: 'an over-long task', values: { content: longText(2001) }, field: 'content', message: 'Please keep it under 2000 characters' },
];

const contact = { name: 'Grace Hopper', email: 'grace@acme.com', jobTitle: '', linkedInUrl: '', twitterUrl: '' };
export const CONTACT_REFUSALS: Refusal<typeof contact>[] = [
  { problem: 'a blank name', values: { ...contact, name: ' ' }, field: 'name', message: 'Please provide the contact name' },
  { problem: 'a blank email', values: { ...contact, email: ' ' }, field: 'email', message: 'Please provide the contact email' },
  { problem: 'an email without an @', values: { ...contact, email: 'grace-at-acme' }, field: 'email', message: 'Please provide a valid contact email' },
  { problem: 'an over-long job title', values: { ...contact, jobTitle: longText(201) }, field: 'jobTitle', message: 'Please keep it under 200 characters' },
  {
    problem: 'a LinkedIn link without http(s)',
    values: { ...contact, linkedInUrl: 'linkedin.com/in/grace' },
    field: 'linkedInUrl',
    message: 'Please provide a valid LinkedIn address (https://…)',
  },
  { problem: 'a Twitter link without http(s)', values: { ...contact, twitterUrl: 'x.com/grace' }, field: 'twitterUrl', message: 'Please provide a valid Twitter address (https://…)' },
];

const note = { title: 'Call notes', description: '' };
export const NOTE_REFUSALS: Refusal<typeof note>[] = [
  { problem: 'a blank title', values: { ...note, title: '  ' }, field: 'title', message: 'Please provide the note title' },
  { problem: 'an over-long title', values: { ...note, title: longText(201) }, field: 'title', message: 'Please keep it under 200 characters' },
  { problem: 'an over-long description', values: { ...note, description: longText(20_001) }, field: 'description', message: 'Please keep it under 20000 characters' },
];

// The page names one problem at a time; the file is checked after these fields, on both sides.
export const DOCUMENT_REFUSALS: Refusal<{ title: string; type: string }>[] = [
  { problem: 'a blank title', values: { title: '   ', type: '' }, field: 'title', message: 'Please provide valid document title' },
  { problem: 'an over-long title', values: { title: longText(201), type: '' }, field: 'title', message: 'Please keep the document title under 200 characters' },
  { problem: 'no type', values: { title: 'My resume', type: '' }, field: 'type', message: 'Please select document type' },
];

// The page names the first problem in the spec's order, as the server does.
const newsletter = { name: 'Ada Lovelace', email: 'ada@example.com', scheduleEvery: 'weekly', category: ['design'], countryCode: 'DE', contains: [] as string[] };
export const NEWSLETTER_REFUSALS: Refusal<typeof newsletter>[] = [
  { problem: 'a blank name', values: { ...newsletter, name: '  ' }, field: 'name', message: 'Please provide valid name' },
  { problem: 'an over-long name', values: { ...newsletter, name: longText(101) }, field: 'name', message: 'Name must be at most 100 characters' },
  { problem: 'an email without a domain', values: { ...newsletter, email: 'ada@' }, field: 'email', message: 'This email is invalid' },
  { problem: 'no frequency', values: { ...newsletter, scheduleEvery: '' }, field: 'scheduleEvery', message: 'Please select email frequency' },
  { problem: 'no category', values: { ...newsletter, category: [] }, field: 'category', message: 'Please select at least one category' },
  { problem: 'no country', values: { ...newsletter, countryCode: '' }, field: 'countryCode', message: 'Please select the country' },
];

/**
 * The posting form's draft: the page names each wrong field beside it under the spec's one alert;
 * the API answers that alert and names the field of jobInfo (`apiField`).
 */
export interface PostingRefusal extends Refusal<typeof posting> {
  apiField: string;
}
const posting = {
  jobTitle: 'Senior React Engineer',
  category: 'Developer',
  jobDescription: 'Build our product.',
  companyHq: 'Berlin, Germany',
  location: 'Worldwide',
  applyUrl: 'https://acme.example.com/careers',
  companyName: 'Acme',
  websiteUrl: 'https://acme.example.com',
  email: 'jobs@acme.example.com',
  companyDescription: '',
  companyStatement: '',
  tags: 'react',
};
export const POSTING_ALERT = 'Please provide all the details';
export const POSTING_REFUSALS: PostingRefusal[] = [
  { problem: 'a blank job title', values: { ...posting, jobTitle: '  ' }, field: 'jobTitle', apiField: 'jobTitle', message: 'Required' },
  { problem: 'an over-long company name', values: { ...posting, companyName: longText(201) }, field: 'companyName', apiField: 'companyName', message: 'Please keep it under 200 characters' },
  { problem: 'a blank HQ', values: { ...posting, companyHq: ' ' }, field: 'companyHq', apiField: 'company.hq', message: 'Required' },
  {
    problem: 'a website without http(s)',
    values: { ...posting, websiteUrl: 'acme.example.com' },
    field: 'websiteUrl',
    apiField: 'company.websiteUrl',
    message: 'Please provide the address, starting with http:// or https://',
  },
  { problem: 'an email without @', values: { ...posting, email: 'jobs.acme.example.com' }, field: 'email', apiField: 'company.email', message: 'Please provide a valid email' },
  {
    problem: 'an apply target neither link nor email',
    values: { ...posting, applyUrl: 'the careers page' },
    field: 'applyUrl',
    apiField: 'applyUrl',
    message: 'Please provide a link (https://…) or an email address',
  },
];

/** jobInfo as the page sends it for a draft (web/src/features/post-job/utils/posting-draft.ts, toJobInfo). */
export const jobInfoOf = (draft: typeof posting) => ({
  jobTitle: draft.jobTitle,
  category: draft.category,
  jobType: 'Full-Time',
  description: draft.jobDescription,
  location: draft.location,
  applyUrl: draft.applyUrl,
  companyName: draft.companyName,
  tags: draft.tags,
  company: { hq: draft.companyHq, email: draft.email, websiteUrl: draft.websiteUrl, description: draft.companyDescription, statement: draft.companyStatement },
});

// The settings form picks both from lists, so only a crafted request gets these: the server checks them
// with the form's schema (and, beyond it, against its lists), with the same words.
export const WORK_PLACE_REFUSALS: Refusal<{ country: string | null; timezone: string | null }>[] = [
  { problem: 'an over-long country', values: { country: 'Deutschland', timezone: null }, field: 'country', message: 'country must be a two-letter country code such as DE' },
  { problem: 'an over-long time zone', values: { country: null, timezone: `Europe/${longText(60)}` }, field: 'timezone', message: 'timezone must be a time zone name such as Europe/Berlin' },
];
