import { useId, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import MenuIcon from '@mui/icons-material/Menu';
import { RouterLink } from '../../../lib/router';
import { JOB_CATEGORIES, publicCategoryUrl } from '../../../config/job-categories';
import { paths } from '../../../config/paths';
import { BrandLink } from './BrandLink';

const PUBLIC_LINKS = [
  { label: 'Newsletter', to: paths.newsletter.getHref() },
  { label: 'Post Job at $199', to: paths.postJob.getHref() },
  // The help page is the product tour (what RemoteHunt does and how).
  { label: 'Features', to: paths.help.getHref() },
  { label: 'Pricing', to: paths.pricing.getHref() },
] as const;

function JobCategoriesMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        endIcon={<KeyboardArrowDown />}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Job Categories
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId }, paper: { sx: { maxHeight: 420 } } }}
      >
        {JOB_CATEGORIES.map((category) => (
          <MenuItem key={category.slug} component="a" href={publicCategoryUrl(category.slug)} onClick={close}>
            {category.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Small screens get the same destinations behind one menu button. */
function CompactMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        // Flush with the bar's edge, as MUI's end buttons are: its padding would push it past a phone's screen.
        edge="end"
        aria-label="Open site menu"
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MenuIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close} slotProps={{ paper: { sx: { maxHeight: '80vh' } } }}>
        {PUBLIC_LINKS.map((link) => (
          <MenuItem key={link.label} component={RouterLink} to={link.to} onClick={close}>
            {link.label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem disabled>Job Categories</MenuItem>
        {JOB_CATEGORIES.map((category) => (
          <MenuItem
            key={category.slug}
            component="a"
            href={publicCategoryUrl(category.slug)}
            onClick={close}
            sx={{ pl: 4 }}
          >
            {category.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export default function PublicTopBar() {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'));
  return (
    <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      {/* At 390 px the brand, Sign in, Sign up and the menu button fit only with the narrower gaps and edges. */}
      <Toolbar component="nav" aria-label="Site" sx={{ gap: { xs: 0.5, md: 1 }, px: { xs: 1.5, sm: 3 } }}>
        <BrandLink />
        <Box sx={{ flexGrow: 1 }} />
        {isMobile ? (
          // At 390 px the brand, both buttons and the menu button fit on one line only if no label wraps.
          <>
            <Button component={RouterLink} to={paths.signIn.getHref()} color="inherit" sx={{ whiteSpace: 'nowrap', flexShrink: 0, minWidth: 0 }}>
              Sign in
            </Button>
            <Button component={RouterLink} to={paths.signUp.getHref()} variant="contained" disableElevation sx={{ whiteSpace: 'nowrap', flexShrink: 0, px: 1.5 }}>
              Sign up
            </Button>
            <CompactMenu />
          </>
        ) : (
          <>
            <JobCategoriesMenu />
            {PUBLIC_LINKS.map((link) => (
              <Button key={link.label} component={RouterLink} to={link.to} color="inherit">
                {link.label}
              </Button>
            ))}
            <Button component={RouterLink} to={paths.signIn.getHref()} color="inherit">
              Sign in
            </Button>
            <Button component={RouterLink} to={paths.signUp.getHref()} variant="contained" disableElevation>
              Sign up
            </Button>
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
