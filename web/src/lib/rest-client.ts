import { GENERIC_ERROR_MESSAGE, RestError } from './api-errors';
import { raiseLoginRequired } from './login-required';
import { readAsDataUrl } from './data-url';
import { requestHeaders } from './request-headers';

/** The two things GraphQL does not carry: avatar upload (multipart) and file bytes. */

const API_PREFIX = '/api/v1';

async function readServerMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
      return (body as { message: string }).message;
    }
  } catch {
    // Not JSON: nothing meant for people.
  }
  return undefined;
}

export async function request(path: string, init: RequestInit = {}): Promise<Response> {
  const method = init.method ?? 'GET';
  const response = await fetch(`${API_PREFIX}${path}`, {
    ...init,
    method,
    credentials: 'same-origin',
    headers: { ...requestHeaders(method), ...(init.headers as Record<string, string> | undefined) },
  });
  if (response.ok) return response;
  if (response.status === 401) raiseLoginRequired();
  const message = await readServerMessage(response);
  throw new RestError(response.status, message ?? GENERIC_ERROR_MESSAGE, message);
}

export const userPath = (userId: string) => `/users/${encodeURIComponent(userId)}`;

/** PUT /users/{userId}: the name and a new avatar in one multipart form. */
export async function uploadAvatar(userId: string, { name, file }: { name: string; file: File }): Promise<void> {
  const form = new FormData();
  // Text parts first: the server reads them before it meets the file part.
  form.append('name', name);
  form.append('profile_pic_name', file.name);
  form.append('profile_pic', file, file.name);
  await request(userPath(userId), { method: 'PUT', body: form });
}

/** GET /users/{userId}/file/{fileId} as a data: URL an <img> can show (the bytes need the bearer token). */
export async function fetchFileDataUrl(userId: string, fileId: string): Promise<string> {
  const response = await request(`${userPath(userId)}/file/${encodeURIComponent(fileId)}`);
  return readAsDataUrl(await response.blob());
}
