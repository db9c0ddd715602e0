import { useCallback, useRef, useState } from 'react';
import { GENERIC_ERROR_MESSAGE, serverMessage } from '../../../lib/api-errors';
import type { ImportField, ImportMapping, ImportPreview, ImportResult } from '../utils/import-types';
import { usePreviewImport } from './usePreviewImport';
import { useRunImport } from './useRunImport';
import { useUploadImport } from './useUploadImport';

export type ImportStep =
  | { name: 'choose' }
  | { name: 'preview'; preview: ImportPreview; mapping: ImportMapping }
  | { name: 'done'; result: ImportResult };

/** The mapping a preview shows, as the run takes it: only the fields that name a column. */
const mappingOf = (preview: ImportPreview): ImportMapping =>
  Object.fromEntries(
    preview.fields.flatMap(({ name }) => {
      const column = preview.mapping?.[name as ImportField];
      return column ? [[name, column]] : [];
    }),
  );

/**
 * The import dialog's steps: choose a file (uploaded at once, answered with its first rows), map
 * its columns if it is a CSV (each change previews the rows again), import, read the summary.
 */
export function useImportDialog() {
  const upload = useUploadImport();
  const previewImport = usePreviewImport();
  const runImport = useRunImport();
  const [step, setStep] = useState<ImportStep>({ name: 'choose' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Only the latest preview is shown: an earlier mapping's answer arriving late is dropped.
  const latest = useRef(0);

  const act = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(serverMessage(error) ?? GENERIC_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  }, []);

  const choose = useCallback(
    (file: File) =>
      act(async () => {
        const preview = await upload(file);
        setStep({ name: 'preview', preview, mapping: mappingOf(preview) });
      }),
    [act, upload],
  );

  const mapColumn = useCallback(
    (field: ImportField, column: string) => {
      if (step.name !== 'preview') return;
      const mapping = { ...step.mapping, [field]: column || undefined };
      const importId = step.preview.importId;
      setStep({ ...step, mapping });
      const request = ++latest.current;
      return act(async () => {
        const preview = await previewImport(importId, mapping);
        if (request === latest.current) setStep({ name: 'preview', preview, mapping });
      });
    },
    [act, previewImport, step],
  );

  const run = useCallback(() => {
    if (step.name !== 'preview') return;
    const { preview, mapping } = step;
    return act(async () => {
      const result = await runImport(preview.importId, preview.format === 'remotehunt-json' ? null : mapping);
      setStep({ name: 'done', result });
    });
  }, [act, runImport, step]);

  const canImport =
    step.name === 'preview' && !busy && step.preview.fields.every((field) => !field.required || step.preview.format === 'remotehunt-json' || step.mapping[field.name as ImportField]);

  return { step, busy, problem, canImport, choose, mapColumn, run };
}
