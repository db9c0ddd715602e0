import { request, userPath } from './rest-client';

// Document uploads and file downloads: only the tracking screens use them, so they stay out of
// the first page's code (rest-client itself is there for the avatar).

export interface UploadedDocument {
  _id: string;
  title: string;
  type: string;
  appliedJobId: string | null;
}

/**
 * POST /users/{userId}/file: the spec's multipart form, the file part named by
 * the document type. The server checks the file's content and answers 400,
 * 413 or 415 with a message for people.
 */
export async function uploadDocument(
  userId: string,
  { type, title, file, appliedJobId }: { type: string; title: string; file: File; appliedJobId?: string },
): Promise<UploadedDocument> {
  const form = new FormData();
  // Text parts first: the server reads them before it meets the file part.
  form.append('type', type);
  form.append('title', title);
  if (appliedJobId) form.append('appliedJobId', appliedJobId);
  form.append(type, file, file.name);
  const response = await request(`${userPath(userId)}/file`, { method: 'POST', body: form });
  return (await response.json()) as UploadedDocument;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name from a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Malformed escapes: fall through to the plain name.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : fallback;
}

async function download(path: string, fallbackName: string): Promise<DownloadedFile> {
  const response = await request(path);
  return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName) };
}

/** GET /users/{userId}/file/{fileId}: the document's bytes and the name the server gives it. */
export function downloadFile(userId: string, fileId: string): Promise<DownloadedFile> {
  return download(`${userPath(userId)}/file/${encodeURIComponent(fileId)}`, 'document');
}

/** GET /users/{userId}/applied_jobs/export?format=: every applied job with its tasks, contacts and notes. */
export function downloadAppliedJobsExport(userId: string, format: 'csv' | 'json'): Promise<DownloadedFile> {
  return download(`${userPath(userId)}/applied_jobs/export?format=${format}`, `applied-jobs.${format}`);
}

/** GET /users/{userId}/applied_jobs/{appliedJobId}/events/{eventId}/ics: one event as a calendar file. */
export function downloadEventCalendar(userId: string, appliedJobId: string, eventId: string): Promise<DownloadedFile> {
  return download(`${userPath(userId)}/applied_jobs/${encodeURIComponent(appliedJobId)}/events/${encodeURIComponent(eventId)}/ics`, 'interview.ics');
}
