import createCache, { type StylisPlugin } from '@emotion/cache';

/*
 * The style cache MUI's components write to. Emotion's default one runs every declaration
 * through its vendor prefixer: work on each of the first render's few hundred rules (the
 * largest part of its first commit) for prefixes no browser we serve needs any more, and
 * extra rules for ::placeholder that Chromium's insertRule refuses one by one. The one
 * prefix still wanted is Safari's -webkit-user-select, added here by hand.
 */
const webkitUserSelect: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.props === 'user-select' && !element.return) element.return = `-webkit-${element.value}${element.value}`;
};

export const emotionCache = createCache({ key: 'css', stylisPlugins: [webkitUserSelect] });
