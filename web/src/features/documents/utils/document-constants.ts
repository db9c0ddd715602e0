/** Page sizes and accepted files of the documents screens (spec sections 5 and 9). */
export const DOCUMENTS_PAGE_SIZE = 10;
export const APPLIED_JOB_DOCUMENTS_PAGE_SIZE = 5;
/** The upload form lists every applied job at once, as the old client did. */
export const ALL_APPLIED_JOBS_LIMIT = 10000;
/** A hint for the file picker only: the server checks what a file really is. */
export const ACCEPTED_DOCUMENT_FILES = '.pdf,.doc,.docx,.xls,.xlsx';
