import { useState } from 'react';
import { AppBar, Box, Button, Container, IconButton, Toolbar } from '@mui/material';
import PhoneIcon from '@mui/icons-material/Phone';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSiteConfig } from '@kredi/kernel';
import { NAV_LINKS, isLinkActive } from '../lib/navLinks';
import { BrandLogo } from './BrandLogo';
import { MobileMenu } from './MobileMenu';

/** Public header (spec 2.2). Sticky with a constant shadow, so scrolling does not change it materially. */
export function Header() {
  const { pathname } = useLocation();
  const { phone, phoneHref, applicationFormUrl } = useSiteConfig();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <AppBar position="sticky" color="inherit" elevation={2} sx={{ bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64, md: 72 } }}>
          <BrandLogo />
          <Box component="nav" aria-label="Ana menü" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mx: 'auto' }}>
            {NAV_LINKS.map((link) => {
              const active = isLinkActive(link.to, pathname);
              return (
                <Button
                  key={link.to}
                  component={RouterLink}
                  to={link.to}
                  aria-current={active ? 'page' : undefined}
                  color={active ? 'primary' : 'inherit'}
                  sx={{ fontWeight: active ? 800 : 500, borderBottom: 2, borderColor: active ? 'primary.main' : 'transparent', borderRadius: 0 }}
                >
                  {link.label}
                </Button>
              );
            })}
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1.5 }}>
            <Button href={phoneHref} startIcon={<PhoneIcon />} color="primary">
              {phone}
            </Button>
            <Button variant="contained" color="secondary" href={applicationFormUrl} target="_blank" rel="noopener noreferrer">
              Hemen Başvur
            </Button>
          </Box>
          <Box sx={{ display: { xs: 'flex', md: 'none' }, ml: 'auto', gap: 0.5 }}>
            <IconButton href={phoneHref} aria-label={`Bizi arayın: ${phone}`} color="primary">
              <PhoneIcon />
            </IconButton>
            <IconButton aria-label="Menüyü aç" onClick={() => setMenuOpen(true)} aria-expanded={menuOpen}>
              <MenuIcon />
            </IconButton>
          </Box>
        </Toolbar>
      </Container>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </AppBar>
  );
}
