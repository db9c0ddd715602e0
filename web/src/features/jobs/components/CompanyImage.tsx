import { useState } from 'react';
import { DEFAULT_COMPANY_IMAGE } from '../utils/job-constants';

const SIZE = 56;

/**
 * A job's company logo; boards often link images that are gone, so a failed load falls back to ours.
 * Its look comes from the card (`className`): a list shows many of them.
 */
export function CompanyImage({ src, companyName, className }: { src: string | null; companyName: string; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : DEFAULT_COMPANY_IMAGE;
  return (
    <img
      className={className}
      src={shown}
      alt={`${companyName} logo`}
      width={SIZE}
      height={SIZE}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (shown !== DEFAULT_COMPANY_IMAGE) setFailedSrc(shown);
      }}
    />
  );
}
