import type { EmploymentType } from '@remotehunt/job-links/job-draft';

/** The account a tracking token belongs to (GET /tracking_tokens/whoami). */
export interface TokenOwner {
  userId: string;
  name: string;
  email: string;
}

export interface JobStatus {
  _id: string;
  title: string;
}

/** What the user already tracks of a page's job, if anything. */
export interface AlreadyTracked {
  appliedJobId: string | null;
  saved: boolean;
  appliedAt: string | null;
  shortlistedJobId: string | null;
}

export interface JobLinkMatch {
  /** A job on RemoteHunt's own board at this address: tracked by linking to it rather than copying it. */
  matchedJobId: string | null;
  alreadyTracked: AlreadyTracked | null;
}

export interface TrackedJob {
  jobTitle: string;
  companyName: string;
  applyUrl?: string;
  location?: string;
  description?: string;
  salary?: string;
  employmentType?: EmploymentType;
  source?: string;
}

export type TrackRequest =
  | { job: TrackedJob; status?: string; saved?: boolean; origin: 'extension' }
  | { jobId: string; status?: string };

export interface AppliedJob {
  _id: string;
  saved: boolean;
  appliedAt: string | null;
  status: string;
}

/**
 * A call that failed: the server's answer (status and message), or status 0 when the server could
 * not be reached. The API's validation messages start with the field they are about.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The token was revoked, expired or never existed: the user has to connect again. */
  get needsNewToken(): boolean {
    return this.status === 401;
  }

  /** The field a validation message is about ("jobTitle: please provide the job title"), if it names one. */
  get field(): string | null {
    return /^([A-Za-z]+): /.exec(this.message)?.[1] ?? null;
  }
}

/** The server address as the user typed it, without trailing slashes; null unless it is http(s). */
export function serverUrlOf(input: string): string | null {
  const trimmed = input.trim().replace(/\/+$/, '');
  try {
    const url = new URL(trimmed);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash ? trimmed : null;
  } catch {
    return null;
  }
}

/** Web-app pages the extension links to (the app routes with the hash). */
export const webAppLinks = {
  appliedJob: (serverUrl: string, appliedJobId: string) => `${serverUrl}/#/applied-jobs/${encodeURIComponent(appliedJobId)}`,
  appliedJobs: (serverUrl: string) => `${serverUrl}/#/applied-jobs`,
  shortlistedJobs: (serverUrl: string) => `${serverUrl}/#/shortlisted-jobs`,
};

type Fetch = typeof fetch;

/**
 * The tracking calls a tracking token may make, as the token's owner. Extension pages hold the
 * host permission, so the browser lets them call any server without CORS.
 */
export class RemoteHuntApi {
  constructor(
    private readonly serverUrl: string,
    private readonly token: string,
    private readonly fetchFn: Fetch = (...args) => fetch(...args),
  ) {}

  whoami(): Promise<TokenOwner> {
    return this.call('GET', '/api/v1/tracking_tokens/whoami');
  }

  async statuses(userId: string): Promise<JobStatus[]> {
    const { data } = await this.call<{ data: JobStatus[] }>('GET', `${this.userPath(userId)}/job/statuses`);
    return data;
  }

  match(userId: string, page: { url: string; canonicalUrl?: string; applyUrl?: string }): Promise<JobLinkMatch> {
    return this.call('POST', `${this.userPath(userId)}/job_links/match`, page);
  }

  track(userId: string, request: TrackRequest): Promise<AppliedJob> {
    return this.call('POST', `${this.userPath(userId)}/applied_jobs`, request);
  }

  private userPath(userId: string): string {
    return `/api/v1/users/${encodeURIComponent(userId)}`;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await this.fetchFn(`${this.serverUrl}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${this.token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
      });
    } catch {
      throw new ApiError(0, `RemoteHunt at ${this.serverUrl} did not answer: check the server address in the extension's settings.`);
    }
    const answer = await response.json().catch(() => null);
    if (!response.ok) {
      const message = typeof answer?.message === 'string' ? answer.message : `RemoteHunt answered ${response.status}.`;
      throw new ApiError(response.status, message);
    }
    return answer as T;
  }
}
