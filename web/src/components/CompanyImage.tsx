import { useState } from 'react';

const SIZE = 56;
/** Ours, served with the app: shown when a board's logo is missing or fails to load. */
export const DEFAULT_COMPANY_IMAGE = '/default-company.svg';

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
