import { useEffect, useState } from 'react';
import { fetchFileDataUrl } from '../lib/rest-client';

// Shared by every <img> of the same avatar (side menu and settings), so each file is fetched once.
const dataUrls = new Map<string, Promise<string>>();

function loadDataUrl(userId: string, fileId: string): Promise<string> {
  const key = `${userId}/${fileId}`;
  let url = dataUrls.get(key);
  if (!url) {
    url = fetchFileDataUrl(userId, fileId);
    // A failure is not remembered: the next mount may try again.
    url.catch(() => dataUrls.delete(key));
    dataUrls.set(key, url);
  }
  return url;
}

/**
 * The avatar as a data: URL: the file endpoint needs the bearer token, so a
 * plain <img src> cannot load it. Failures leave the URL unset (the avatar
 * then shows the initial), as the product ignores avatar fetch errors.
 */
export function useAvatarUrl(userId: string | null | undefined, fileId: string | null | undefined): string | undefined {
  const [loaded, setLoaded] = useState<{ fileId: string; url: string } | null>(null);

  useEffect(() => {
    if (!userId || !fileId) return;
    let current = true;
    loadDataUrl(userId, fileId).then(
      (url) => {
        if (current) setLoaded({ fileId, url });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [userId, fileId]);

  return loaded && loaded.fileId === fileId ? loaded.url : undefined;
}
