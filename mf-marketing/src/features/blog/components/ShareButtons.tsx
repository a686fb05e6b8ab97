import { useHref, useLocation } from '@kredi/kernel';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import XIcon from '@mui/icons-material/X';
import LinkIcon from '@mui/icons-material/Link';
import { usePageOrigin } from '@kredi/kernel';
import { facebookShareUrl, twitterShareUrl } from '../lib/shareLinks';

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    window.alert('Link kopyalandı!');
  } catch {
    // No clipboard (insecure context or permission refused): show the link so it can be copied by hand.
    window.alert(`Link kopyalanamadı. Bağlantı: ${url}`);
  }
}

/** The page's public address (router path, so it is right under any basename and in tests). */
function usePageUrl(): string {
  const href = useHref(useLocation().pathname);
  return new URL(href, usePageOrigin()).href;
}

export function ShareButtons({ title }: { title: string }) {
  const url = usePageUrl();
  const external = { component: 'a', target: '_blank', rel: 'noopener noreferrer', variant: 'outlined', size: 'small' } as const;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="subtitle2" sx={{ mr: 1 }}>
        Bu yazıyı paylaşın:
      </Typography>
      <Button {...external} href={facebookShareUrl(url)} startIcon={<FacebookIcon />}>
        Facebook&apos;ta Paylaş
      </Button>
      <Button {...external} href={twitterShareUrl(url, title)} startIcon={<XIcon />}>
        Twitter&apos;da Paylaş
      </Button>
      <Button variant="outlined" size="small" startIcon={<LinkIcon />} onClick={() => void copyLink(url)}>
        Linki Kopyala
      </Button>
    </Stack>
  );
}
