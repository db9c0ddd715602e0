import { getByRole, getByText, findByRole, findByText } from '@testing-library/dom';
import type { PageRead } from '../../page/page-read';
import { startPopup } from '../popup-app';
import { CONNECTION, SERVER, TOKEN, fakeFetch, memorySettings, pageRead } from '../../test/fakes';

const STATUSES = {
  body: {
    data: [
      { _id: 'status-applied', title: 'Applied' },
      { _id: 'status-screen', title: 'Phone Screen' },
    ],
  },
};
const NOT_TRACKED = { body: { matchedJobId: null, alreadyTracked: null } };
const REVOKED = { status: 401, body: { message: 'Your tracking token was revoked' } };

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('main');
  document.body.replaceChildren(root);
});

function open(routes: Parameters<typeof fakeFetch>[0], page: PageRead | null = pageRead(), settings = memorySettings()) {
  const api = fakeFetch(routes);
  const openOptions = jest.fn();
  const started = startPopup(root, { settings, readPage: async () => page, openOptions, fetch: api.fetch });
  return { ...api, openOptions, started };
}

const field = (name: string) => getByRole(root, 'textbox', { name }) as HTMLInputElement;

describe('the popup', () => {
  it('says when the page’s job was applied to, and links to it in the tracker', async () => {
    const { calls, started } = open({
      'POST /api/v1/users/user-1/job_links/match': {
        body: { matchedJobId: null, alreadyTracked: { appliedJobId: 'aj-7', saved: false, appliedAt: '2026-11-20T12:00:00Z', shortlistedJobId: null } },
      },
    });
    await started;

    const expected = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date('2026-11-20T12:00:00Z'));
    getByRole(root, 'heading', { name: `Applied on ${expected}` });
    expect(getByRole(root, 'link', { name: 'Open it in RemoteHunt' }).getAttribute('href')).toBe(`${SERVER}/#/applied-jobs/aj-7`);
    expect(calls).toEqual([
      {
        route: 'POST /api/v1/users/user-1/job_links/match',
        body: { url: 'https://jobs.example.com/roles/42', canonicalUrl: 'https://jobs.example.com/roles/42', applyUrl: 'https://jobs.example.com/roles/42' },
        authorization: `Bearer ${TOKEN}`,
      },
    ]);
  });

  it('says "Saved" for a job saved for later', async () => {
    const { started } = open({
      'POST /api/v1/users/user-1/job_links/match': {
        body: { matchedJobId: null, alreadyTracked: { appliedJobId: 'aj-8', saved: true, appliedAt: null, shortlistedJobId: null } },
      },
    });
    await started;
    getByRole(root, 'heading', { name: 'Saved' });
  });

  it('prefills the form with what the page says and saves the job as applied with the chosen status', async () => {
    const { calls, started } = open({
      'POST /api/v1/users/user-1/job_links/match': NOT_TRACKED,
      'GET /api/v1/users/user-1/job/statuses': STATUSES,
      'POST /api/v1/users/user-1/applied_jobs': { status: 201, body: { _id: 'aj-9', saved: false, appliedAt: '2026-11-29T10:00:00Z', status: 'status-screen' } },
    });
    await started;

    expect(field('Job title').value).toBe('Staff Engineer');
    expect(field('Company').value).toBe('Globex');
    expect(field('Location').value).toBe('Remote, Europe');
    expect(field('Pay').value).toBe('€90,000–€110,000 a year');
    expect(field('Link').value).toBe('https://jobs.example.com/roles/42');
    expect((getByRole(root, 'combobox', { name: 'Employment type' }) as HTMLSelectElement).value).toBe('full-time');
    expect(root.querySelector('details')?.open).toBe(false);
    expect((getByRole(root, 'radio', { name: 'I applied' }) as HTMLInputElement).checked).toBe(true);
    const status = getByRole(root, 'combobox', { name: 'Status' }) as HTMLSelectElement;
    expect(status.selectedOptions[0].textContent).toBe('Applied');

    field('Job title').value = 'Staff Platform Engineer';
    status.value = 'status-screen';
    getByRole(root, 'button', { name: 'Save' }).click();

    await findByRole(root, 'heading', { name: 'Saved to RemoteHunt' });
    getByText(root, 'Applied, status Phone Screen.');
    expect(getByRole(root, 'link', { name: 'Open it in RemoteHunt' }).getAttribute('href')).toBe(`${SERVER}/#/applied-jobs/aj-9`);
    expect(calls.at(-1)).toEqual({
      route: 'POST /api/v1/users/user-1/applied_jobs',
      body: {
        job: {
          jobTitle: 'Staff Platform Engineer',
          companyName: 'Globex',
          location: 'Remote, Europe',
          salary: '€90,000–€110,000 a year',
          applyUrl: 'https://jobs.example.com/roles/42',
          employmentType: 'full-time',
          description: '<p>Build the platform.</p>',
          source: 'jobs.example.com',
        },
        origin: 'extension',
        status: 'status-screen',
      },
      authorization: `Bearer ${TOKEN}`,
    });
  });

  it('saves a job for later without a status', async () => {
    const { calls, started } = open({
      'POST /api/v1/users/user-1/job_links/match': NOT_TRACKED,
      'GET /api/v1/users/user-1/job/statuses': STATUSES,
      'POST /api/v1/users/user-1/applied_jobs': { status: 201, body: { _id: 'aj-10', saved: true, appliedAt: null, status: 'status-applied' } },
    });
    await started;

    getByRole(root, 'radio', { name: 'Save for later' }).click();
    expect(getByRole(root, 'combobox', { name: 'Status', hidden: true }).closest('.field')?.hasAttribute('hidden')).toBe(true);
    getByRole(root, 'button', { name: 'Save' }).click();

    await findByText(root, 'Saved for later.');
    expect(calls.at(-1)?.body).toMatchObject({ saved: true, origin: 'extension' });
    expect(calls.at(-1)?.body).not.toHaveProperty('status');
  });

  it('links a job on RemoteHunt’s own board instead of copying it', async () => {
    const { calls, started } = open({
      'POST /api/v1/users/user-1/job_links/match': { body: { matchedJobId: 'job-3', alreadyTracked: null } },
      'GET /api/v1/users/user-1/job/statuses': STATUSES,
      'POST /api/v1/users/user-1/applied_jobs': { status: 201, body: { _id: 'aj-11', saved: false, appliedAt: '2026-11-29T10:00:00Z', status: 'status-applied' } },
    });
    await started;

    expect((getByRole(root, 'radio', { name: 'Save for later' }) as HTMLInputElement).disabled).toBe(true);
    getByRole(root, 'button', { name: 'Save' }).click();
    await findByRole(root, 'heading', { name: 'Saved to RemoteHunt' });
    expect(calls.at(-1)?.body).toEqual({ jobId: 'job-3', status: 'status-applied' });
  });

  it('shows the server’s message beside the field it names, and keeps what was typed', async () => {
    const { started } = open({
      'POST /api/v1/users/user-1/job_links/match': NOT_TRACKED,
      'GET /api/v1/users/user-1/job/statuses': STATUSES,
      'POST /api/v1/users/user-1/applied_jobs': { status: 400, body: { message: 'applyUrl: please provide the job’s address, starting with http:// or https://' } },
    });
    await started;

    field('Link').value = 'jobs.example.com/roles/42';
    getByRole(root, 'button', { name: 'Save' }).click();

    await findByText(root, 'Please provide the job’s address, starting with http:// or https://');
    expect(field('Link').getAttribute('aria-invalid')).toBe('true');
    expect(field('Link').value).toBe('jobs.example.com/roles/42');
  });

  it('asks for the title and company before sending anything', async () => {
    const { calls, started } = open(
      { 'POST /api/v1/users/user-1/job_links/match': NOT_TRACKED, 'GET /api/v1/users/user-1/job/statuses': STATUSES },
      pageRead({ jobTitle: null, companyName: null, isJobPage: false }),
    );
    await started;

    getByText(root, 'This page does not describe a job posting in its data: check the fields before saving.');
    getByRole(root, 'button', { name: 'Save' }).click();
    getByText(root, 'Please provide the job title');
    getByText(root, 'Please provide the company');
    expect(calls.map((c) => c.route)).not.toContain('POST /api/v1/users/user-1/applied_jobs');
  });

  it('sends the user to the settings when the token was revoked', async () => {
    const { openOptions, started } = open({ 'POST /api/v1/users/user-1/job_links/match': REVOKED });
    await started;

    getByText(root, 'Connect RemoteHunt again: your token was revoked or has expired');
    getByRole(root, 'button', { name: 'Open the extension’s settings' }).click();
    expect(openOptions).toHaveBeenCalled();
  });

  it('sends the user to the settings when the token is revoked while the form is open', async () => {
    const { started } = open({
      'POST /api/v1/users/user-1/job_links/match': NOT_TRACKED,
      'GET /api/v1/users/user-1/job/statuses': STATUSES,
      'POST /api/v1/users/user-1/applied_jobs': REVOKED,
    });
    await started;

    getByRole(root, 'button', { name: 'Save' }).click();
    await findByText(root, 'Connect RemoteHunt again: your token was revoked or has expired');
  });

  it('asks to connect when no token is set, without calling the server', async () => {
    const { calls, started } = open({}, pageRead(), memorySettings({ serverUrl: SERVER, connection: null }));
    await started;

    getByRole(root, 'heading', { name: 'Connect RemoteHunt' });
    expect(calls).toEqual([]);
  });

  it('offers an empty form on a page the browser keeps extensions off', async () => {
    const { calls, started } = open({ 'GET /api/v1/users/user-1/job/statuses': STATUSES }, null);
    await started;

    getByText(root, 'The browser does not let extensions read this page: fill in the job yourself.');
    expect(field('Job title').value).toBe('');
    expect(calls.map((c) => c.route)).toEqual(['GET /api/v1/users/user-1/job/statuses']);
  });

  it('says when the server cannot be reached', async () => {
    const { started } = open({});
    await started;
    getByText(root, `RemoteHunt at ${CONNECTION.serverUrl} did not answer: check the server address in the extension's settings.`);
  });
});
