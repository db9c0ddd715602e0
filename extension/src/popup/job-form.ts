import { EMPLOYMENT_TYPE_LABELS } from '@remotehunt/forms/employment-types';
import type { JobStatus, TrackRequest, TrackedJob } from '../api/remotehunt-api';
import type { PageRead } from '../page/page-read';
import { h } from '../ui/dom';


type TextField = 'jobTitle' | 'companyName' | 'location' | 'salary' | 'applyUrl';

const TEXT_FIELDS: { name: TextField; label: string; type?: string }[] = [
  { name: 'jobTitle', label: 'Job title' },
  { name: 'companyName', label: 'Company' },
  { name: 'location', label: 'Location' },
  { name: 'salary', label: 'Pay' },
  { name: 'applyUrl', label: 'Link', type: 'url' },
];

const REQUIRED = [
  { name: 'jobTitle', label: 'the job title' },
  { name: 'companyName', label: 'the company' },
] as const;

export interface JobFormOptions {
  /** The page as read; null when the browser keeps extensions off it (its own pages, the web store). */
  page: PageRead | null;
  statuses: JobStatus[];
  /** A job on RemoteHunt's board at this address: the application links to it. */
  matchedJobId: string | null;
  /** Sends the request; rejects with an ApiError the form shows beside its field when it names one. */
  onSave: (request: TrackRequest, statusTitle: string | null) => Promise<void>;
}

/**
 * The job as the readers found it, in a form the user checks before saving: every field can be
 * corrected, and the description is kept (folded away) as the page gave it.
 */
export function jobForm({ page, statuses, matchedJobId, onSave }: JobFormOptions): HTMLFormElement {
  const draft = page?.draft;
  const initial: Record<TextField, string> = {
    jobTitle: draft?.jobTitle ?? '',
    companyName: draft?.companyName ?? '',
    location: draft?.location ?? '',
    salary: draft?.salary ?? '',
    applyUrl: draft?.applyUrl ?? draft?.canonicalUrl ?? page?.url ?? '',
  };

  const errors = new Map<string, HTMLElement>();
  const fieldError = (name: string) => {
    const el = h('p', { id: `${name}-error`, class: 'field-error', hidden: true });
    errors.set(name, el);
    return el;
  };
  const control = (name: string, el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement) => {
    el.id = name;
    el.name = name;
    el.setAttribute('aria-describedby', `${name}-error`);
    return el;
  };

  const textInputs = TEXT_FIELDS.map(({ name, label, type }) => {
    const input = control(name, h('input', { type: type ?? 'text', value: initial[name], autocomplete: 'off' })) as HTMLInputElement;
    return { name, input, row: h('div', { class: 'field' }, h('label', { for: name }, label), input, fieldError(name)) };
  });
  const employmentType = control(
    'employmentType',
    h(
      'select',
      {},
      h('option', { value: '' }, 'Not said'),
      ...Object.entries(EMPLOYMENT_TYPE_LABELS).map(([type, label]) => h('option', { value: type, selected: draft?.employmentType === type }, label)),
    ),
  ) as HTMLSelectElement;
  const description = control('description', h('textarea', { rows: '8' })) as HTMLTextAreaElement;
  description.value = draft?.description ?? '';

  const stage = (value: 'applied' | 'saved', label: string, disabled = false) =>
    h('label', { class: 'choice' }, h('input', { type: 'radio', name: 'stage', value, checked: value === 'applied', disabled }), label);
  const status = control(
    'status',
    h('select', {}, ...statuses.map((s) => h('option', { value: s._id, selected: s === defaultStatus(statuses) }, s.title))),
  ) as HTMLSelectElement;
  const statusRow = h('div', { class: 'field' }, h('label', { for: 'status' }, 'Status'), status, fieldError('status'));
  const formError = h('p', { class: 'form-error', role: 'alert', hidden: true });
  const save = h('button', { type: 'submit', class: 'primary' }, 'Save');

  const byName = Object.fromEntries(textInputs.map(({ name, row }) => [name, row]));
  const form = h(
    'form',
    { 'aria-label': 'Job to save', novalidate: true },
    h('h1', {}, 'Save to RemoteHunt'),
    ...notesAbout(page, matchedJobId),
    byName.jobTitle,
    byName.companyName,
    byName.location,
    byName.salary,
    h('div', { class: 'field' }, h('label', { for: 'employmentType' }, 'Employment type'), employmentType, fieldError('employmentType')),
    byName.applyUrl,
    h('details', {}, h('summary', {}, 'Description'), description, fieldError('description')),
    h(
      'fieldset',
      { class: 'stage' },
      h('legend', {}, 'This job'),
      stage('applied', 'I applied'),
      stage('saved', 'Save for later', !!matchedJobId),
      matchedJobId ? h('p', { class: 'muted' }, 'Jobs from RemoteHunt’s board are saved for later on your shortlist there.') : null,
    ),
    statusRow,
    formError,
    save,
  );

  const chosenStage = () => (form.querySelector<HTMLInputElement>('input[name="stage"]:checked')?.value ?? 'applied') as 'applied' | 'saved';
  form.addEventListener('change', () => {
    statusRow.hidden = chosenStage() === 'saved';
  });

  /** Each problem beside its field; one about a field the form does not show goes above the Save button. */
  const showProblems = (problems: { field: string | null; message: string }[]) => {
    const general = problems.filter((p) => !p.field || !errors.has(p.field)).map((p) => p.message);
    for (const [name, el] of errors) {
      const problem = problems.find((p) => p.field === name);
      el.hidden = !problem;
      el.textContent = problem ? withoutField(problem.message) : '';
      form.querySelector(`[name="${name}"]`)?.setAttribute('aria-invalid', String(!!problem));
    }
    formError.hidden = general.length === 0;
    formError.textContent = general.join(' ');
    if (problems.some((p) => p.field === 'description')) form.querySelector('details')?.setAttribute('open', '');
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const job: TrackedJob = {
      ...Object.fromEntries(textInputs.map(({ name, input }) => [name, input.value])),
      employmentType: employmentType.value,
      description: description.value,
      source: draft?.source ?? '',
    } as TrackedJob;
    // The two the server requires; it checks the rest and names the field in its answer.
    const missing = REQUIRED.filter(({ name }) => !job[name].trim());
    if (missing.length) return showProblems(missing.map(({ name, label }) => ({ field: name, message: `${name}: please provide ${label}` })));
    showProblems([]);
    const saved = chosenStage() === 'saved';
    const statusTitle = saved ? null : (status.selectedOptions[0]?.textContent ?? null);
    const request: TrackRequest = matchedJobId
      ? { jobId: matchedJobId, status: status.value || undefined }
      : { job: withoutBlanks(job), origin: 'extension', ...(saved ? { saved: true } : { status: status.value || undefined }) };
    save.disabled = true;
    save.textContent = 'Saving…';
    try {
      await onSave(request, statusTitle);
    } catch (error) {
      const { field, message } = error as { field?: string | null; message: string };
      showProblems([{ field: field ?? null, message }]);
    } finally {
      save.disabled = false;
      save.textContent = 'Save';
    }
  });
  return form;
}

/** The status a new application starts in: Applied, where the user's statuses have it. */
function defaultStatus(statuses: JobStatus[]): JobStatus | undefined {
  return statuses.find((s) => s.title.toLowerCase() === 'applied') ?? statuses[0];
}

function notesAbout(page: PageRead | null, matchedJobId: string | null): HTMLElement[] {
  if (!page) return [h('p', { class: 'note' }, 'The browser does not let extensions read this page: fill in the job yourself.')];
  const notes: HTMLElement[] = [];
  if (matchedJobId) notes.push(h('p', { class: 'note' }, 'This job is on RemoteHunt’s board: your application will link to its listing there.'));
  else if (!page.draft.isJobPage) notes.push(h('p', { class: 'note' }, 'This page does not describe a job posting in its data: check the fields before saving.'));
  if (page.draft.source) notes.push(h('p', { class: 'muted' }, `Read from ${page.draft.source}`));
  return notes;
}

/** "jobTitle: please provide the job title" beside the job title reads "Please provide the job title". */
function withoutField(message: string): string {
  const text = message.replace(/^[A-Za-z]+: /, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Optional fields left blank are left out. */
function withoutBlanks(job: TrackedJob): TrackedJob {
  return Object.fromEntries(Object.entries(job).filter(([, value]) => value !== '')) as unknown as TrackedJob;
}
