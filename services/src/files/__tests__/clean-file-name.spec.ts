import { cleanFileName } from '../avatar-image';

describe('cleanFileName', () => {
  it.each([
    ['photo.webp', 'photo.webp'],
    ['../../etc/passwd', 'passwd'],
    ['/var/www/../secret.png', 'secret.png'],
    ['C:\\Users\\ann\\Pictures\\me.webp', 'me.webp'],
    ['..\\..\\boot.ini', 'boot.ini'],
    ['a\u0000b\nc\rd\te\u007f.webp', 'abcde.webp'],
    ['cv\u202Efdp.exe\u200B\u0085\uFEFF.webp', 'cvfdp.exe.webp'],
    // Every bidi embedding, override and isolate, the marks, and line separators.
    ['a\u202Ab\u202Bc\u202Cd\u202De\u2066f\u2067g\u2068h\u2069i\u200Ej\u200Fk\u061Cl\u2028m\u2029.webp', 'abcdefghijklm.webp'],
    ['my "best" <pic>|:*?.webp', 'my best pic.webp'],
    ['...hidden.webp', 'hidden.webp'],
    ['  spaced out.webp  ', 'spaced out.webp'],
    ['Ünïcødé 照片.webp', 'Ünïcødé 照片.webp'],
    // Joiners are part of some scripts and emoji; they stay.
    ['می\u200cخواهم 👩\u200d💻.webp', 'می\u200cخواهم 👩\u200d💻.webp'],
  ])('turns %p into %p', (name, expected) => {
    expect(cleanFileName(name, 'avatar.webp')).toBe(expected);
  });

  it.each([undefined, '', '   ', '../', 'dir/', '...', '\u0000\u0001', '"<>|:*?'])('falls back for %p', (name) => {
    expect(cleanFileName(name, 'avatar.webp')).toBe('avatar.webp');
  });

  it('keeps at most 120 characters', () => {
    const cleaned = cleanFileName(`${'n'.repeat(300)}.webp`, 'avatar.webp');
    expect(cleaned).toHaveLength(120);
    expect(cleaned).toBe('n'.repeat(120));
  });
});
