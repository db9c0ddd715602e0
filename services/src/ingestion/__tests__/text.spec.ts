import { cleanList, cleanText, decodeEntities, repairMojibake } from '../normalize/text';

describe('repairMojibake', () => {
  it.each([
    ['EspaÃ±a', 'España'],
    ['GÃ¶taland', 'Götaland'],
    ['Ã\u008ele-de-France', 'Île-de-France'],
    ['donâ\u0080\u0099t', 'don’t'],
    ['Hardware â\u0080\u0094 Data Center', 'Hardware — Data Center'],
    ['ð\u009f\u0092ª strong', '💪 strong'],
    ['CFPÂ® certified', 'CFP® certified'],
  ])('repairs UTF-8 read as Latin-1: %j', (broken, fixed) => {
    expect(repairMojibake(broken)).toBe(fixed);
  });

  it.each([['España, Île-de-France, naïve café'], ['»Spaß« and 3×½ cups'], ['don’t — 💪 ok'], ['plain ASCII'], ['Ü°C']])(
    'leaves correct text alone: %j',
    (text) => {
      expect(repairMojibake(text)).toBe(text);
    },
  );

  it('repairs the broken parts of a string that also holds correct non-Latin-1 text', () => {
    expect(repairMojibake('We’re hiring in EspaÃ±a')).toBe('We’re hiring in España');
  });

  it('leaves sequences that are not valid UTF-8 as they are', () => {
    // 0xC3 0x28 is not a UTF-8 sequence, and a lone 0xE2 lead without continuations is not one either.
    expect(repairMojibake('Ã( and â!')).toBe('Ã( and â!');
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric entities once', () => {
    expect(decodeEntities('CI&amp;T')).toBe('CI&T');
    expect(decodeEntities('Finance &amp; Accounting')).toBe('Finance & Accounting');
    expect(decodeEntities('it&#8217;s &hellip;')).toBe('it’s …');
    expect(decodeEntities('A &amp;amp; B')).toBe('A &amp; B');
  });
});

describe('cleanText', () => {
  it('decodes, repairs and squeezes whitespace', () => {
    expect(cleanText('  1840 &amp; Company \n')).toBe('1840 & Company');
    expect(cleanText('ChargÃ©.e de formation')).toBe('Chargé.e de formation');
    expect(cleanText('Senior\\nEngineer\t ')).toBe('Senior Engineer');
  });

  it('is null for blanks and non-text', () => {
    expect(cleanText('   ')).toBeNull();
    expect(cleanText(undefined)).toBeNull();
    expect(cleanText({})).toBeNull();
    expect(cleanText(42)).toBe('42');
  });

  it('cleanList reads lists and comma-separated strings, dropping blanks', () => {
    expect(cleanList(['Go', ' ', 'Data &amp; AI'])).toEqual(['Go', 'Data & AI']);
    expect(cleanList('analyst, english,,media')).toEqual(['analyst', 'english', 'media']);
    expect(cleanList(null)).toEqual([]);
  });
});
