import { lazy, Suspense, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import PhoneIcon from '@mui/icons-material/Phone';
import MenuIcon from '@mui/icons-material/Menu';
import { useSiteConfig, Link as RouterLink, useLocation } from '@kredi/kernel';
import { DESKTOP_HEADER_FROM, NAV_LINKS, isLinkActive } from '../lib/navLinks';
import { BrandLogo } from './BrandLogo';

// The side sheet (Drawer, Modal, transitions) is its own chunk, fetched when the menu first opens.
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

const desktopOnly = { display: { xs: 'none', [DESKTOP_HEADER_FROM]: 'flex' } } as const;
const compactOnly = { display: { xs: 'flex', [DESKTOP_HEADER_FROM]: 'none' } } as const;

/**
 * Public header. Sticky with a constant shadow, so scrolling does not change it materially. One line at
 * every width: the full header needs about 1100 px, so narrower screens get the phone icon and the menu.
 */
export function Header() {
  const { pathname } = useLocation();
  const { phone, phoneHref, applicationFormUrl } = useSiteConfig();
  const [menuOpen, setMenuOpen] = useState(false);
  // Stays mounted after the first opening, so the closing transition plays.
  const [menuUsed, setMenuUsed] = useState(false);
  const openMenu = () => {
    setMenuUsed(true);
    setMenuOpen(true);
  };

  return (
    <AppBar position="sticky" color="inherit" elevation={2} sx={{ bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: { xs: 1, sm: 2 }, flexWrap: 'nowrap', minHeight: { xs: 64, [DESKTOP_HEADER_FROM]: 72 } }}>
          <BrandLogo />
          <Box component="nav" aria-label="Ana menü" sx={{ ...desktopOnly, gap: 0.5, mx: 'auto' }}>
            {NAV_LINKS.map((link) => {
              const active = isLinkActive(link.to, pathname);
              return (
                <Button
                  key={link.to}
                  component={RouterLink}
                  to={link.to}
                  aria-current={active ? 'page' : undefined}
                  color={active ? 'primary' : 'inherit'}
                  // No minimum width: equal padding gives equal gaps between the labels.
                  sx={{
                    minWidth: 0,
                    px: 1.25,
                    whiteSpace: 'nowrap',
                    fontWeight: active ? 800 : 500,
                    borderBottom: 2,
                    borderColor: active ? 'primary.main' : 'transparent',
                    borderRadius: 0,
                  }}
                >
                  {link.label}
                </Button>
              );
            })}
          </Box>
          <Box sx={{ ...desktopOnly, alignItems: 'center', gap: 1, flexShrink: 0 }}>
            <Button href={phoneHref} startIcon={<PhoneIcon />} color="primary" sx={{ whiteSpace: 'nowrap' }}>
              {phone}
            </Button>
            <Button
              variant="contained"
              color="secondary"
              href={applicationFormUrl}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ whiteSpace: 'nowrap' }}
            >
              Hemen Başvur
            </Button>
          </Box>
          <Box sx={{ ...compactOnly, ml: 'auto', gap: 0.5, flexShrink: 0 }}>
            <IconButton href={phoneHref} aria-label={`Bizi arayın: ${phone}`} color="primary">
              <PhoneIcon />
            </IconButton>
            <IconButton aria-label="Menüyü aç" onClick={openMenu} aria-expanded={menuOpen} aria-controls="mobil-menu">
              <MenuIcon />
            </IconButton>
          </Box>
        </Toolbar>
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
