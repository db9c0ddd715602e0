import { css } from '@emotion/react';
import { emotionCache } from '../emotion-cache';

type Sheet = Parameters<typeof emotionCache.insert>[2];

/** The rules the cache writes for these styles, as the browser's style sheet would receive them. */
function rulesFor(styles: Parameters<typeof css>[0]): string {
  const rules: string[] = [];
  const sheet = { insert: (rule: string) => rules.push(rule) } as unknown as Sheet;
  emotionCache.insert('.probe', css(styles), sheet, false);
  return rules.join('\n');
}

describe('the style cache', () => {
  it('writes rules without vendor prefixes, except the -webkit-user-select Safari still needs', () => {
    const written = rulesFor({
      userSelect: 'none',
      appearance: 'none',
      transition: 'opacity 1s',
      '& input::placeholder': { opacity: 0.5 },
      '&:read-only': { cursor: 'default' },
    });
    expect(written).toContain('-webkit-user-select:none;user-select:none;');
    expect(written).toContain('appearance:none;');
    expect(written).toContain('.probe input::placeholder{opacity:0.5;}');
    expect(written).not.toMatch(/-moz-|-ms-|-webkit-(appearance|transition|input-placeholder)/);
  });
});
