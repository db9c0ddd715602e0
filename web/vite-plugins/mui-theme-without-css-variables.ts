import type { Plugin } from 'vite';

const MUI_STYLES = /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]/;

/**
 * MUI's createTheme and ThemeProvider also carry the CSS-variables theming (color
 * schemes, the CssVarsProvider, its storage manager), about 8 KB gzipped on every
 * page, although they hand non-variable themes such as ours straight to the
 * "NoVars" variants. These stand-ins keep only that path, and refuse a theme
 * that asks for CSS variables or color schemes instead of silently ignoring it.
 */
export function muiThemeWithoutCssVariables(): Plugin {
  const replacements: Record<string, { expect: string; code: string }> = {
    'createTheme.js': {
      expect: 'return createThemeNoVars(options, ...args);',
      code: `import createThemeNoVars from './createThemeNoVars.js';
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error('This build leaves out MUI CSS variables and color schemes (see web/vite-plugins/mui-theme-without-css-variables.ts).');
  }
  return createThemeNoVars(options, ...args);
}`,
    },
    'ThemeProvider.js': {
      expect: "if (!('colorSchemes' in muiTheme))",
      code: `'use client';
import * as React from 'react';
import ThemeProviderNoVars from './ThemeProviderNoVars.js';
import THEME_ID from './identifier.js';
import { jsx as _jsx } from 'react/jsx-runtime';
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme) {
      throw new Error('This build leaves out MUI CSS variables and color schemes (see web/vite-plugins/mui-theme-without-css-variables.ts).');
    }
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return _jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}`,
    },
  };
  return {
    name: 'mui-theme-without-css-variables',
    apply: 'build',
    transform: {
      filter: { id: MUI_STYLES },
      handler(code, id) {
        const file = id.split(/[\\/]/).pop()!.split('?')[0];
        const replacement = MUI_STYLES.test(id) ? replacements[file] : undefined;
        if (!replacement) return null;
        // A new MUI version may change these files; then this stand-in has to be revisited.
        if (!code.includes(replacement.expect)) this.error(`${file} of @mui/material changed; revisit muiThemeWithoutCssVariables`);
        return { code: replacement.code, map: null };
      },
    },
  };
}

