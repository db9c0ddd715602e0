import { useCallback, useMemo, useState } from 'react';
import { EMPTY_DRAFT, REQUIRED_FIELDS, validateDraft, type DraftErrors, type DraftField, type PostingDraft } from '../utils/posting-draft';

export interface PostingDraftState {
  draft: PostingDraft;
  logo: File | null;
  /** Problems of the fields the user has left (or of all, once Next was tried). */
  shownErrors: DraftErrors;
  valid: boolean;
  setField(field: DraftField, value: string): void;
  setLogo(logo: File | null): void;
  touch(field: DraftField): void;
  /** Shows every problem at once: the user asked to go on. */
  touchAll(): void;
  reset(): void;
}

/** The form's content, kept by the page so that previewing and coming back loses nothing. */
export function usePostingDraft(): PostingDraftState {
  const [draft, setDraft] = useState<PostingDraft>(EMPTY_DRAFT);
  const [logo, setLogo] = useState<File | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(() => new Set());

  const errors = useMemo(() => validateDraft(draft), [draft]);
  const shownErrors = useMemo(
    () => Object.fromEntries(Object.entries(errors).filter(([field]) => touched.has(field as DraftField))) as DraftErrors,
    [errors, touched],
  );

  const setField = useCallback((field: DraftField, value: string) => setDraft((current) => ({ ...current, [field]: value })), []);
  const touch = useCallback(
    (field: DraftField) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field))),
    [],
  );
  const touchAll = useCallback(() => setTouched(new Set<DraftField>([...REQUIRED_FIELDS, 'salaryMin', 'salaryMax'])), []);
  const reset = useCallback(() => {
    setDraft(EMPTY_DRAFT);
    setLogo(null);
    setTouched(new Set());
  }, []);

  return { draft, logo, shownErrors, valid: Object.keys(errors).length === 0, setField, setLogo, touch, touchAll, reset };
}
