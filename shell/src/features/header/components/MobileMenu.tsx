import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';
import { useSiteConfig, Link as RouterLink, useLocation } from '@kredi/kernel';
import { NAV_LINKS, isLinkActive } from '../lib/navLinks';
import { BrandLogo } from './BrandLogo';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/** Side sheet of the compact header: 280 px, 350 px from the small breakpoint; logo, close button, links; closes on any choice. */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const { pathname } = useLocation();
  const { applicationFormUrl } = useSiteConfig();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id: 'mobil-menu', 'aria-label': 'Menü', sx: { width: { xs: 280, sm: 350 } } } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, minHeight: 64 }}>
        <BrandLogo onClick={onClose} />
        <IconButton aria-label="Menüyü kapat" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box component="nav" aria-label="Mobil menü" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <List>
          {NAV_LINKS.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={link.to}
                onClick={onClose}
                selected={isLinkActive(link.to, pathname)}
                aria-current={isLinkActive(link.to, pathname) ? 'page' : undefined}
              >
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Button
          variant="contained"
          color="secondary"
          size="large"
          href={applicationFormUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
        >
          Limitini Öğren
        </Button>
      </Box>
    </Drawer>
  );
}
