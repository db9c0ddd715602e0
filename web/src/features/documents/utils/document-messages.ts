/** The product's words for documents (spec sections 5 and 8); the spelling of `shareLinkFailed` is the spec's. */
export const DOCUMENT_MESSAGES = {
  noDocuments: "You haven't uploaded any documents yet.",
  noAppliedJobDocuments: 'No documents are linked to this job yet.',
  deleteConfirm: 'Do you really want to delete this document ?',
  deleted: 'Document deleted successfully',
  deleteFailed: 'Document deletion failed',
  linkCopied: 'Copied shareable link to the clipboard',
  shareLinkFailed: 'Cannot prepare sharaeble link at this moment',
  linkRevoked: 'Shareable link revoked',
  uploaded: 'File uploaded successfully',
  uploadFailed: 'File upload failed',
} as const;
