import { useState, type CSSProperties } from 'react';
import Avatar from '@mui/material/Avatar';
import { monogramOf } from '../lib/monogram';

const SIZE = 56;

const MONOGRAM_STYLE: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: SIZE,
  height: SIZE,
  color: '#fff',
  fontWeight: 700,
  fontSize: '1.5rem',
  lineHeight: 1,
  userSelect: 'none',
};

/**
 * Only images of our own origin (or data: ones) are shown: the server gives our copies of logos (or
 * null), and an address from anywhere else would tell that site who is looking (the CSP would
 * refuse it too).
 */
export function ownImage(src: string | null | undefined): string | null {
  if (!src) return null;
  // A path here, or a picture the app holds itself (the posting form's preview of a chosen logo).
  if ((src.startsWith('/') && !src.startsWith('//')) || src.startsWith('data:image/')) return src;
  try {
    return new URL(src).origin === window.location.origin ? src : null;
  } catch {
    return null;
  }
}

/** Which of a company's logo addresses to show, forgetting one that failed to load. */
function useShownLogo(src: string | null | undefined) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const own = ownImage(src);
  const shown = own && own !== failedSrc ? own : null;
  return { shown, failed: () => shown && setFailedSrc(shown) };
}

/**
 * A job's company logo in a card, or the company's monogram (its initial on a colour its name
 * picks) when there is none or it fails to load. Plain elements, not MUI's Avatar: a list shows
 * many of them. Its look comes from the card (`className`).
 */
export function CompanyImage({ src, companyName, className }: { src: string | null; companyName: string; className?: string }) {
  const { shown, failed } = useShownLogo(src);
  if (shown) {
    return <img className={className} src={shown} alt={`${companyName} logo`} width={SIZE} height={SIZE} loading="lazy" decoding="async" onError={failed} />;
  }
  const { letter, colour } = monogramOf(companyName);
  return (
    <span className={className} role="img" aria-label={`${companyName} logo`} style={{ ...MONOGRAM_STYLE, backgroundColor: colour }}>
      {letter}
    </span>
  );
}

/** A company's logo or monogram as an MUI Avatar (the companies directory, hidden companies). */
export function CompanyAvatar({ src, name, size = 40 }: { src: string | null; name: string; size?: number }) {
  const { shown, failed } = useShownLogo(src);
  const { letter, colour } = monogramOf(name);
  return (
    <Avatar
      variant="rounded"
      src={shown ?? undefined}
      alt={`${name} logo`}
      role={shown ? undefined : 'img'}
      aria-label={shown ? undefined : `${name} logo`}
      slotProps={{ img: { loading: 'lazy', onError: failed } }}
      sx={{ width: size, height: size, bgcolor: shown ? 'background.paper' : colour, color: '#fff', fontWeight: 700 }}
    >
      {letter}
    </Avatar>
  );
}
