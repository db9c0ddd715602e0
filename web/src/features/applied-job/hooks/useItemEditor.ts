import { useCallback, useState } from 'react';
import { useConfirm } from '../../../components/ConfirmDialog';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { isUnauthenticated } from '../../../lib/api-errors';
import type { ItemMessages } from '../utils/applied-job-messages';
import { validationProblem } from '../utils/validation-problem';

/** The open form: a new item (`item` null) or the one being edited. */
export interface EditTarget<T> {
  item: T | null;
}

export interface ItemEditorOptions<T, V> {
  add(values: V): Promise<void>;
  update(item: T, values: V): Promise<void>;
  remove(item: T): Promise<void>;
  messages: ItemMessages;
  /** Lists are newest first, so an added item is on the first page. */
  onAdded(): void;
}

export interface ItemEditor<T, V> {
  target: EditTarget<T> | null;
  startAdding(): void;
  startEditing(item: T): void;
  close(): void;
  /** Resolves to the server's objection to show beside the form, if it had one. */
  save(values: V): Promise<string | undefined>;
  remove(item: T): Promise<void>;
}

/**
 * The add/edit/delete flow shared by tasks, contacts and notes: one form that
 * updates when it holds an item and creates otherwise, a confirmation before
 * deleting, and the spec's message after each change. A 401 says nothing: the
 * sign-in redirect is already under way.
 */
export function useItemEditor<T extends { _id: string }, V>({
  add,
  update,
  remove,
  messages,
  onAdded,
}: ItemEditorOptions<T, V>): ItemEditor<T, V> {
  const [target, setTarget] = useState<EditTarget<T> | null>(null);
  const confirm = useConfirm();
  const notify = useNotify();
  const { track } = useLoader();

  const save = useCallback(
    async (values: V): Promise<string | undefined> => {
      const item = target?.item ?? null;
      try {
        await track(item ? update(item, values) : add(values));
      } catch (error) {
        const problem = validationProblem(error);
        if (!problem && !isUnauthenticated(error)) notify({ type: 'error', message: item ? messages.updateFailed : messages.addFailed });
        return problem;
      }
      notify({ type: 'success', message: item ? messages.updated : messages.added });
      setTarget(null);
      if (!item) onAdded();
      return undefined;
    },
    [target, track, update, add, notify, messages, onAdded],
  );

  const removeItem = useCallback(
    async (item: T) => {
      if (!(await confirm(messages.deleteConfirm))) return;
      try {
        await track(remove(item));
      } catch (error) {
        if (!isUnauthenticated(error)) notify({ type: 'error', message: messages.deleteFailed });
        return;
      }
      notify({ type: 'success', message: messages.deleted });
      setTarget((current) => (current?.item?._id === item._id ? null : current));
    },
    [confirm, track, remove, notify, messages],
  );

  return {
    target,
    startAdding: useCallback(() => setTarget({ item: null }), []),
    startEditing: useCallback((item: T) => setTarget({ item }), []),
    close: useCallback(() => setTarget(null), []),
    save,
    remove: removeItem,
  };
}
