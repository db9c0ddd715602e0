/**
 * A company without a logo shows a monogram: its initial on a colour its name picks, the same on
 * every visit and as the public job pages draw it (services/src/public-pages/monogram.ts: keep the
 * two in step). Each colour keeps white text above WCAG AA's 4.5:1.
 */
const MONOGRAM_COLOURS = [
  '#1565c0',
  '#2e7d32',
  '#c62828',
  '#6a1b9a',
  '#00695c',
  '#ad1457',
  '#4e342e',
  '#283593',
  '#37474f',
  '#b23c17',
  '#0277bd',
  '#33691e',
] as const;

export function monogramOf(name: string): { letter: string; colour: string } {
  const letter = /[\p{L}\p{N}]/u.exec(name.normalize('NFC'))?.[0].toLocaleUpperCase('en-US') ?? '?';
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return { letter, colour: MONOGRAM_COLOURS[hash % MONOGRAM_COLOURS.length] };
}
