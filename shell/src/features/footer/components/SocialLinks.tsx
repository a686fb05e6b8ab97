import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import InstagramIcon from '@mui/icons-material/Instagram';
import FacebookIcon from '@mui/icons-material/Facebook';
import XIcon from '@mui/icons-material/X';
import TelegramIcon from '@mui/icons-material/Telegram';
import { useSiteConfig } from '@kredi/kernel';
import { TikTokIcon } from './TikTokIcon';

export function SocialLinks() {
  const { social } = useSiteConfig();
  const links = [
    { href: social.instagram, label: 'Instagram', icon: <InstagramIcon /> },
    { href: social.facebook, label: 'Facebook', icon: <FacebookIcon /> },
    { href: social.x, label: 'X', icon: <XIcon /> },
    { href: social.telegram, label: 'Telegram', icon: <TelegramIcon /> },
    { href: social.tiktok, label: 'TikTok', icon: <TikTokIcon /> },
  ];
  return (
    // Wraps in the narrow footer column of tablet widths instead of sticking out of the page.
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {links.map((link) => (
        <IconButton
          key={link.label}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={link.label}
          sx={{ color: 'inherit' }}
        >
          {link.icon}
        </IconButton>
      ))}
    </Stack>
  );
}
