import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { uploadSchema } from '@remotehunt/services/forms/documents';
import { z } from '../zod-openapi';
import { registerOperation, STORAGE_ERRORS } from '../operation';
import { pagingQuery, Success } from '../responses/common.responses';
import { fileDownload } from '../responses/file-download.responses';
import { Document, DocumentPage, ShareableLink } from '../responses/tracking.responses';

const fileBytes = () => z.string().openapi({ format: 'binary' });

/** The old client names the file part after the document type (`resume`): any one file part is taken. */
const DocumentUploadForm = uploadSchema.catchall(fileBytes()).openapi('DocumentUploadForm', {
  description: 'title and type (a file type id of app_config), and one file part, of any name: PDF, Word (doc, docx) or Excel (xls, xlsx).',
});

const UPLOAD_ERRORS = {
  413: 'The file is larger than DOCUMENT_MAX_BYTES (10 MB by default), or an Office file unpacks too large',
  415: 'Not a PDF, Word or Excel file (checked by content)',
  ...STORAGE_ERRORS,
};

const upload = { required: true, content: { 'multipart/form-data': { schema: DocumentUploadForm } } };

/** documents.routes.ts: uploads, lists, deletion and shareable links. */
export function registerDocumentPaths(registry: OpenAPIRegistry): void {
  const tag = 'Documents';
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/file',
    tag,
    summary: 'Upload a document',
    access: 'user',
    body: { ...upload, description: 'appliedJobId links it to one of the user’s applied jobs.' },
    ok: { status: 201, description: 'The document', schema: Document },
    errors: UPLOAD_ERRORS,
  });
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/applied_jobs/{appliedJobId}/file',
    tag,
    summary: 'Upload a document for an applied job',
    access: 'user',
    body: upload,
    ok: { status: 201, description: 'The document, linked to the applied job', schema: Document },
    errors: UPLOAD_ERRORS,
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/files',
    tag,
    summary: 'The user’s documents, newest first',
    access: 'user',
    query: pagingQuery(10),
    ok: { description: 'A page of documents', schema: DocumentPage },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/applied_jobs/{appliedJobId}/files',
    tag,
    summary: 'An applied job’s documents',
    access: 'user',
    query: pagingQuery(5),
    ok: { description: 'A page of documents', schema: DocumentPage },
  });
  registerOperation(registry, {
    method: 'delete',
    path: '/users/{userId}/file/{fileId}',
    tag,
    summary: 'Delete a document (its bytes and its link too)',
    access: 'user',
    ok: { description: 'Deleted', schema: Success },
    errors: STORAGE_ERRORS,
  });
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/files/{fileId}/shareable_link',
    tag,
    summary: 'The document’s shareable link (made once; asking again answers the same)',
    access: 'user',
    ok: { description: 'The link', schema: ShareableLink },
  });
  registerOperation(registry, {
    method: 'delete',
    path: '/users/{userId}/files/{fileId}/shareable_link',
    tag,
    summary: 'Revoke the shareable link',
    access: 'user',
    ok: { description: 'The link stops working', schema: Success },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/shared_files/{token}',
    tag,
    summary: 'Open a shareable link',
    description:
      'No sign-in: the token is the key. Each GET counts a view. Always an attachment, with a sandboxing Content-Security-Policy; one byte range may be asked for. ' +
      'Sent with Referrer-Policy: no-referrer and X-Robots-Tag: noindex.',
    access: 'public',
    ...fileDownload,
    errors: { ...fileDownload.errors, 404: 'No such link, or it was revoked, or the document deleted' },
  });
}
