import type { JobDraft } from '@remotehunt/job-links/job-draft';
import type { Connection, SettingsStore, StoredSettings } from '../connection/connection';
import type { PageRead } from '../page/page-read';

export const SERVER = 'http://remotehunt.test';
export const TOKEN = `rht_${'a'.repeat(43)}`;
export const OWNER = { userId: 'user-1', name: 'Ada Seeker', email: 'ada@example.com' };
export const CONNECTION: Connection = { serverUrl: SERVER, token: TOKEN, owner: OWNER };

/** Settings kept in memory, as chrome.storage.local keeps them. */
export function memorySettings(initial: StoredSettings = { serverUrl: SERVER, connection: CONNECTION }): SettingsStore & { current: StoredSettings } {
  const store = {
    current: initial,
    get: async () => store.current,
    set: async (settings: StoredSettings) => {
      store.current = settings;
    },
  };
  return store;
}

export function pageRead(draft: Partial<JobDraft> = {}, url = 'https://jobs.example.com/roles/42'): PageRead {
  return {
    url,
    draft: {
      jobTitle: 'Staff Engineer',
      companyName: 'Globex',
      location: 'Remote, Europe',
      description: '<p>Build the platform.</p>',
      salary: '€90,000–€110,000 a year',
      employmentType: 'full-time',
      applyUrl: url,
      canonicalUrl: url,
      datePosted: '2026-11-01',
      source: 'jobs.example.com',
      isJobPage: true,
      ...draft,
    },
  };
}

type Route = { status?: number; body: unknown };

/**
 * fetch at the edge: answers each "METHOD path" from `routes` (a function for answers that change)
 * and records every call with its body and Authorization header.
 */
export function fakeFetch(routes: Record<string, Route | ((body: unknown) => Route)>) {
  const calls: { route: string; body: unknown; authorization: string | null }[] = [];
  const fetchFn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ route, body, authorization: (init?.headers as Record<string, string> | undefined)?.Authorization ?? null });
    const answer = routes[route];
    if (!answer) throw new TypeError('Failed to fetch');
    const { status = 200, body: payload } = typeof answer === 'function' ? answer(body) : answer;
    return { ok: status >= 200 && status < 300, status, json: async () => payload } as Response;
  });
  return { fetch: fetchFn as unknown as typeof fetch, calls };
}
