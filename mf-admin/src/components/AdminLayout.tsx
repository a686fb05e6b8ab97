import { useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import LogoutIcon from '@mui/icons-material/Logout';
import { useDocumentMeta, useSiteConfig, NavLink, Link as RouterLink } from '@kredi/kernel';
import { ADMIN_PATHS } from '../session/adminPaths';
import { useAdminSignOut } from '../session/useAdminSignOut';

/** The admin area's own navigation (staff chrome: no public header or footer). Spec 2.13's links come first. */
const NAV = [
  { to: ADMIN_PATHS.dashboard, label: 'Panel' },
  { to: ADMIN_PATHS.reports, label: 'Raporlar' },
  { to: ADMIN_PATHS.formulas, label: 'Kredi Formülleri' },
  { to: ADMIN_PATHS.blog, label: 'Blog' },
  { to: ADMIN_PATHS.pages, label: 'Sayfalar' },
  { to: ADMIN_PATHS.calculatorData, label: 'Hesaplama Verileri' },
  { to: ADMIN_PATHS.staff, label: 'Personel' },
  { to: ADMIN_PATHS.audit, label: 'Denetim Kaydı' },
  { to: ADMIN_PATHS.retention, label: 'Saklama ve İmha' },
  { to: ADMIN_PATHS.security, label: 'Güvenlik' },
];

export interface AdminLayoutProps {
  /** The page's heading (and document title). */
  title: string;
  /** Buttons beside the heading, e.g. 'Yeni Formül'. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Header with the area's links, 'Siteye Dön' and 'Çıkış Yap' (docs/admin.md), then the page. */
export function AdminLayout({ title, actions, children }: AdminLayoutProps) {
  const { brandName } = useSiteConfig();
  useDocumentMeta(`${title} | ${brandName} Yönetim`);
  const { signOut, signingOut } = useAdminSignOut();
  const [menuOpen, setMenuOpen] = useState(false);

  const navButtons = NAV.map((item) => (
    <Button
      key={item.to}
      component={NavLink}
      to={item.to}
      end={item.to !== ADMIN_PATHS.blog}
      color="inherit"
      sx={{ '&.active': { bgcolor: 'rgba(255,255,255,0.16)' } }}
    >
      {item.label}
    </Button>
  ));

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" elevation={2}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Menüyü aç"
            onClick={() => setMenuOpen(true)}
            sx={{ display: { lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography
            component={RouterLink}
            to={ADMIN_PATHS.dashboard}
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', mr: 2, whiteSpace: 'nowrap' }}
          >
            Yönetim Paneli
          </Typography>
          <Box component="nav" aria-label="Yönetim menüsü" sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.5, flexGrow: 1 }}>
            {navButtons}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, lg: 0 } }} />
          <Button color="inherit" href="/" sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}>
            Siteye Dön
          </Button>
          <Button
            color="inherit"
            variant="outlined"
            startIcon={<LogoutIcon />}
            onClick={() => void signOut()}
            disabled={signingOut}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Çıkış Yap
          </Button>
        </Toolbar>
      </AppBar>
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)}>
        <Box component="nav" aria-label="Yönetim menüsü" sx={{ width: 260 }} onClick={() => setMenuOpen(false)}>
          <Typography variant="h6" sx={{ px: 2, py: 2 }}>
            Yönetim Paneli
          </Typography>
          <Divider />
          <List>
            {NAV.map((item) => (
              <ListItemButton key={item.to} component={NavLink} to={item.to}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
            <ListItemButton component="a" href="/">
              <ListItemText primary="Siteye Dön" />
            </ListItemButton>
          </List>
        </Box>
      </Drawer>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: { xs: 'flex-start', sm: 'center' },
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 2,
            mb: 3,
          }}
        >
          <Typography variant="h4" component="h1" sx={{ flexGrow: 1, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
            {title}
          </Typography>
          {actions}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
