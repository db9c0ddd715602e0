/** Legal forms and filler that come and go in how a company is named ("Acme, Inc." is "Acme"). */
const LEGAL_WORDS = new Set([
  'inc', 'incorporated', 'llc', 'llp', 'lp', 'ltd', 'limited', 'gmbh', 'ag', 'kg', 'se', 'sa', 'sas', 'sarl', 'srl', 'spa', 'bv', 'nv',
  'plc', 'corp', 'corporation', 'co', 'company', 'pty', 'pte', 'oy', 'ab', 'as', 'aps', 'kk',
]);

/**
 * Words too common to stand for a company alone: "Black Mesa Research" may be written "Black Mesa",
 * but a mail saying "black" says nothing.
 */
const COMMON_WORDS = new Set([
  'the', 'and', 'black', 'blue', 'green', 'red', 'white', 'global', 'united', 'first', 'general', 'american', 'national',
  'international', 'digital', 'smart', 'open', 'north', 'south', 'west', 'east', 'data', 'cloud', 'tech', 'health',
  'capital', 'financial', 'systems', 'solutions', 'labs', 'group', 'software', 'services', 'partners', 'media', 'energy',
]);

/** Lower case, accents and punctuation gone, "&" as "and", one space between words. */
export function foldWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A company's name as compared: "The Bluth Company" → "bluth", "Kestrel & Finch LLP" → "kestrel and finch". */
export function normalizeCompanyName(name: string): string {
  // "S.A." and "L.L.C." as one word each, so they are seen as legal forms.
  const undotted = name.replace(/\b(?:[a-z]\.){2,}/gi, (initials) => initials.replace(/\./g, ''));
  const words = foldWords(undotted).split(' ').filter(Boolean);
  if (words[0] === 'the' && words.length > 1) words.shift();
  while (words.length > 1 && LEGAL_WORDS.has(words[words.length - 1])) words.pop();
  return words.join(' ');
}

/** The name run together, as domains and job boards write it: "kestrel and finch" → "kestrelandfinch" and "kestrelfinch". */
export function companyCompacts(normalized: string): string[] {
  const words = normalized.split(' ');
  return [...new Set([words.join(''), words.filter((word) => word !== 'and').join('')])];
}

/**
 * Shorter ways a mail may name the company: its first two words of three or more ("Dunder Mifflin"
 * for "Dunder Mifflin Paper"), or its first word when that is distinctive ("Gringotts").
 */
export function companyShortNames(normalized: string): string[] {
  const words = normalized.split(' ');
  const names: string[] = [];
  if (words.length >= 3) names.push(words.slice(0, 2).join(' '));
  if (words.length >= 2 && words[0].length >= 5 && !COMMON_WORDS.has(words[0])) names.push(words[0]);
  return names;
}

/** Spellings of the same job-title words folded together: "Sr. Back-end Eng." reads as "senior backend engineer". */
const TITLE_SPELLINGS: [RegExp, string][] = [
  [/\bsr\b/g, 'senior'],
  [/\bjr\b/g, 'junior'],
  [/\bback end\b/g, 'backend'],
  [/\bfront end\b/g, 'frontend'],
  [/\bfull stack\b/g, 'fullstack'],
  [/\beng\b/g, 'engineer'],
  [/\bdev\b/g, 'developer'],
  [/\bml\b/g, 'machine learning'],
  [/\bsre\b/g, 'site reliability engineer'],
  [/\bqa\b/g, 'quality assurance'],
];

export function normalizeJobTitle(title: string): string {
  let folded = ` ${foldWords(title)} `;
  for (const [spelling, word] of TITLE_SPELLINGS) folded = folded.replace(spelling, word);
  return folded.replace(/\s+/g, ' ').trim();
}

/** Whether `phrase` appears in `text` as whole words; both already folded. */
export function containsWords(text: string, phrase: string): boolean {
  return phrase !== '' && ` ${text} `.includes(` ${phrase} `);
}
