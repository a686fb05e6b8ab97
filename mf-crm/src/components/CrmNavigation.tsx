import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, useLocation } from '@kredi/kernel';
import { CRM_PATHS } from '../lib/paths';

/** The CRM's work screens: the customer list, the pipeline board and the KVKK requests. */
const SECTIONS = [
  { to: CRM_PATHS.dashboard, label: 'Liste' },
  { to: CRM_PATHS.board, label: 'Pano' },
  { to: CRM_PATHS.kvkkRequests, label: 'KVKK' },
] as const;

/**
 * Only in the phone's menu: from 600 px the header's bell leads there (NotificationsLink), below it the one line has
 * no room left beside the on-duty switch and 'Çıkış Yap'.
 */
const PHONE_ONLY = [{ to: CRM_PATHS.notifications, label: 'Bildirim ayarları' }] as const;

/**
 * The header's navigation between the CRM's screens: links from 600 px, one menu button on a phone, where the
 * header keeps one line (about 56 px) beside the on-duty switch and 'Çıkış Yap'; the phone's menu also holds the way
 * to the notification settings.
 */
export function CrmNavigation() {
  const { pathname } = useLocation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (phone) {
    return (
      <Box component="nav" aria-label="CRM bölümleri" sx={{ flexShrink: 0 }}>
        <IconButton
          size="small"
          aria-label="Bölümler"
          aria-haspopup="menu"
          aria-controls={anchor ? 'crm-sections' : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <MenuIcon fontSize="small" />
        </IconButton>
        <Menu id="crm-sections" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {[...SECTIONS, ...PHONE_ONLY].map((section) => (
            <MenuItem
              key={section.to}
              component={RouterLink}
              to={section.to}
              selected={pathname === section.to}
              aria-current={pathname === section.to ? 'page' : undefined}
              onClick={() => setAnchor(null)}
            >
              {section.label}
            </MenuItem>
          ))}
        </Menu>
      </Box>
    );
  }
  return (
    <Box component="nav" aria-label="CRM bölümleri" sx={{ display: 'flex', gap: 0.5, flexShrink: 0 }}>
      {SECTIONS.map((section) => {
        const current = pathname === section.to;
        return (
          <Button
            key={section.to}
            component={RouterLink}
            to={section.to}
            size="small"
            aria-current={current ? 'page' : undefined}
            sx={{ minWidth: 0, px: 1.25, fontWeight: current ? 700 : 500, textDecoration: current ? 'underline' : 'none' }}
          >
            {section.label}
          </Button>
        );
      })}
    </Box>
  );
}
