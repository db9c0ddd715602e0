import { useEffect, useState } from 'react';

/** An address an <img> can show a chosen file from, released when the file changes or the screen goes. */
export function useObjectUrl(file: File | null): string | null {
  const [shown, setShown] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setShown({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return shown && shown.file === file ? shown.url : null;
}
