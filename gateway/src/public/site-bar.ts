/**
 * The top bar of every server-rendered page (the landing page, job, category and search pages),
 * with the links and words of the app's own visitor bar (web/src/features/shell/components/
 * PublicTopBar.tsx), so a visitor moving between them sees one site: "Sign in", never "Login" in one
 * place and "Sign in" in another. A browser journey compares the two bars' links
 * (web/e2e/public-search-journey.e2e.ts). No script: on a phone the middle links fold away, and the
 * footer (SITE_FOOTER_LINKS) carries them.
 */
const MIDDLE = [
  ['Remote jobs', '/remote-jobs'],
  ['Newsletter', '/#/remote-jobs-newsletter'],
  ['Post Job at $199', '/#/post-job'],
  ['Features', '/#/help'],
  ['Pricing', '/#/pricing'],
] as const;

/** Scoped by `.site` so it holds inside the landing page (which lives in the app's page) and out of it. */
export const SITE_BAR_STYLE = `
.site{display:flex;flex-wrap:wrap;align-items:center;gap:8px 20px;padding:12px 24px;background:#fff;border-bottom:1px solid #e1e6ef}
.site a{color:#0d47a1;text-decoration:none;font-weight:500}
.site .brand{font-weight:700;font-size:1.25rem;margin-right:auto}
.site .join{background:#0d47a1;color:#fff;border-radius:6px;padding:4px 14px}
@media (max-width:600px){.site{gap:8px 12px;padding:12px 16px}.site .middle{display:none}}
`;

export function siteBar(): string {
  const middle = MIDDLE.map(([label, href]) => `<a class="middle" href="${href}">${label}</a>`).join('');
  return `<nav class="site" aria-label="Site"><a class="brand" href="/">RemoteHunt</a>${middle}<a href="/#/signin">Sign in</a><a class="join" href="/#/signup">Sign up</a></nav>`;
}

/** The footer's links: every page of the bar, for the phones whose bar folds them away. */
export const SITE_FOOTER_LINKS = [...MIDDLE, ['Privacy', '/privacy.html'], ['Terms', '/terms.html']]
  .map(([label, href]) => `<a href="${href}">${label}</a>`)
  .join(' · ');
