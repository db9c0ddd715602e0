import { alpha, createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#1f5fbf' },
    secondary: { main: '#0f8a6c' },
    // MUI's orange (#ed6c02) is 3.1:1 against white, 2.8:1 on the featured job card's tint; this
    // darker one of the same hue is 5.0:1 and 4.6:1, above WCAG's 4.5:1 for text either way round
    // (the Featured chip, the filled test-mode banner). The light shade stays MUI's (borders, alert tints).
    warning: { main: '#b45309', light: '#ff9800' },
    background: { default: '#f6f8fb' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h4: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // Read the media query during the first render: the default (false, then the real answer in an
    // effect) renders the whole shell twice on phones, once in the desktop layout.
    MuiUseMediaQuery: { defaultProps: { noSsr: true } },
    MuiListItemButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-selected, &.Mui-selected:hover': {
            backgroundColor: alpha(theme.palette.primary.main, 0.12),
            color: theme.palette.primary.main,
          },
          '&.Mui-selected .MuiListItemIcon-root': { color: theme.palette.primary.main },
        }),
      },
    },
  },
});
