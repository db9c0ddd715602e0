import { useState } from 'react';
import Box from '@mui/material/Box';
import { DEFAULT_COMPANY_IMAGE } from '../utils/job-constants';

const SIZE = 56;

/** A job's company logo; boards often link images that are gone, so a failed load falls back to ours. */
export function CompanyImage({ src, companyName }: { src: string | null; companyName: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : DEFAULT_COMPANY_IMAGE;
  return (
    <Box
      component="img"
      src={shown}
      alt={`${companyName} logo`}
      width={SIZE}
      height={SIZE}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (shown !== DEFAULT_COMPANY_IMAGE) setFailedSrc(shown);
      }}
      sx={{ flexShrink: 0, objectFit: 'contain', borderRadius: 1, bgcolor: 'background.paper' }}
    />
  );
}
