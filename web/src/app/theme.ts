import { alpha, createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#1f5fbf' },
    secondary: { main: '#0f8a6c' },
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
