import { useCallback, useState } from 'react';

const storageKey = (userId: string) => `planNoticeDismissed:${userId}`;

function readDismissed(userId: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(userId));
  } catch {
    return null;
  }
}

/**
 * Whether the user closed this very notice (`noticeKey`, e.g. "trial:5"). A new day left, or the
 * trial ending, is a new notice: the banner comes back at most once a day.
 */
export function useDismissedPlanNotice(userId: string, noticeKey: string): [dismissed: boolean, dismiss: () => void] {
  const [dismissedKey, setDismissedKey] = useState(() => readDismissed(userId));
  const dismiss = useCallback(() => {
    try {
      window.localStorage.setItem(storageKey(userId), noticeKey);
    } catch {
      // Without storage it stays closed until the next page load.
    }
    setDismissedKey(noticeKey);
  }, [userId, noticeKey]);
  return [dismissedKey === noticeKey, dismiss];
}
