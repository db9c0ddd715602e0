import { useEffect, useState } from 'react';
import { readAsDataUrl } from '../../../lib/data-url';

/** An address an <img> can show a chosen file from (a data: URL), for as long as that file is chosen. */
export function useDataUrl(file: File | null): string | null {
  const [shown, setShown] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    let current = true;
    readAsDataUrl(file).then(
      (url) => {
        if (current) setShown({ file, url });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [file]);
  return shown && shown.file === file ? shown.url : null;
}
