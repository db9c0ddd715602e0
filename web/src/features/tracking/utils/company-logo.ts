import type { AppliedJob } from './status-board';

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

/** Boards sometimes give a logo as a path on their own site (spec: prefixed with the source url). */
export function companyLogoSrc({ companyImage, source }: AppliedJob['jobInfo']): string | null {
  if (!companyImage || ABSOLUTE_URL.test(companyImage) || !source.url) return companyImage;
  return `${source.url.replace(/\/+$/, '')}/${companyImage.replace(/^\/+/, '')}`;
}
