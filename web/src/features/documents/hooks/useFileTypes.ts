import { useSession } from '../../../lib/session/useSession';

export interface FileType {
  id: string;
  title: string;
}

const NO_FILE_TYPES: readonly FileType[] = [];

/** The document types the server accepts (resume, cover letter…), from the app config the session loaded. */
export function useFileTypes(): readonly FileType[] {
  return useSession().appConfig?.fileTypes ?? NO_FILE_TYPES;
}
