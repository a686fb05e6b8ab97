import Box from '@mui/material/Box';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useSiteConfig, Link as RouterLink } from '@kredi/kernel';

/** The logo mark: a 'K' drawn as a shape, so the link's visible text is the brand name alone (WCAG 2.5.3). */
function LogoMark() {
  return (
    <SvgIcon viewBox="0 0 36 36" aria-hidden sx={{ width: { xs: 32, md: 36 }, height: { xs: 32, md: 36 }, flexShrink: 0 }}>
      <rect width="36" height="36" rx="8" fill="currentColor" />
      <path d="M11 9h4.2v7.4L21.7 9h5.1l-7.3 8.1L27.3 27h-5.2l-5.6-7.2-1.3 1.4V27H11z" fill="#fff" />
    </SvgIcon>
  );
}

/** Logo linking home; its name is the brand followed by 'ana sayfa'. The brand is cut with an ellipsis, never wrapped. */
export function BrandLogo({ onClick }: { onClick?: () => void }) {
  const { brandName } = useSiteConfig();
  return (
    <Box
      component={RouterLink}
      to="/"
      onClick={onClick}
      aria-label={`${brandName} ana sayfa`}
      sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.75, md: 1 }, minWidth: 0, textDecoration: 'none', color: 'primary.main' }}
    >
      <LogoMark />
      {/* The full name fits beside the phone and menu icons down to 360 px (14 px type below 375 px). */}
      <Typography
        component="span"
        noWrap
        sx={{ fontWeight: 800, fontSize: { xs: 16, md: 18 }, lineHeight: 1.1, '@media (max-width: 374.95px)': { fontSize: 14 } }}
      >
        {brandName}
      </Typography>
    </Box>
  );
}
