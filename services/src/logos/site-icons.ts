import { Parser } from 'htmlparser2';

/** A home page's icons past this many are not looked at: a page may list dozens of sizes. */
const MAX_ICONS = 2;

interface IconLink {
  href: string;
  /** Apple touch icons are 180 px squares: the best logo a site usually offers. */
  touch: boolean;
  /** The largest size the link declares (0 when it says none, or "any"). */
  side: number;
}

/**
 * The icons a home page names (`<link rel="apple-touch-icon">`, `<link rel="icon">`), best first:
 * touch icons, then by declared size. Reading stops at `<body>`, where no icon link belongs, so a
 * page's cost is its head. Addresses are made absolute against the page's own; anything but http(s)
 * (a data: URL, javascript:) is left out. `/favicon.ico` comes last, as browsers try it.
 */
export function siteIconUrls(html: string, pageUrl: string): string[] {
  const links: IconLink[] = [];
  let done = false;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (done) return;
        if (name === 'body') {
          done = true;
          parser.pause();
          return;
        }
        if (name !== 'link' || !attrs.href) return;
        const rels = attrs.rel?.toLowerCase().split(/\s+/) ?? [];
        const touch = rels.includes('apple-touch-icon') || rels.includes('apple-touch-icon-precomposed');
        if (!touch && !rels.includes('icon')) return;
        links.push({ href: attrs.href, touch, side: largestSize(attrs.sizes) });
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  if (!done) parser.end();

  const urls: string[] = [];
  for (const link of links.sort((a, b) => Number(b.touch) - Number(a.touch) || b.side - a.side)) {
    const url = absoluteHttpUrl(link.href, pageUrl);
    if (url && !urls.includes(url)) urls.push(url);
    if (urls.length === MAX_ICONS) break;
  }
  const favicon = absoluteHttpUrl('/favicon.ico', pageUrl);
  if (favicon && !urls.includes(favicon)) urls.push(favicon);
  return urls;
}

function largestSize(sizes: string | undefined): number {
  let largest = 0;
  for (const size of (sizes ?? '').toLowerCase().split(/\s+/)) {
    const side = Number(size.split('x')[0]);
    if (Number.isFinite(side) && side > largest) largest = side;
  }
  return largest;
}

function absoluteHttpUrl(href: string, base: string): string | null {
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
