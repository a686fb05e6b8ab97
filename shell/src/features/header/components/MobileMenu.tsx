import { Box, Button, Drawer, List, ListItemButton, ListItemText } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSiteConfig } from '@kredi/kernel';
import { NAV_LINKS, isLinkActive } from '../lib/navLinks';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/** Side sheet of the mobile header: 280 px, 350 px from the small breakpoint; closes on any choice. */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const { pathname } = useLocation();
  const { applicationFormUrl } = useSiteConfig();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: 280, sm: 350 } } } }}>
      <Box component="nav" aria-label="Mobil menü" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <List>
          {NAV_LINKS.map((link) => (
            <ListItemButton
              key={link.to}
              component={RouterLink}
              to={link.to}
              onClick={onClose}
              selected={isLinkActive(link.to, pathname)}
              aria-current={isLinkActive(link.to, pathname) ? 'page' : undefined}
            >
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
        <Button variant="contained" color="secondary" size="large" href={applicationFormUrl} target="_blank" rel="noopener noreferrer" onClick={onClose}>
          Limitini Öğren
        </Button>
      </Box>
    </Drawer>
  );
}
