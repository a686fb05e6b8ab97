import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatNumberTR, Link as RouterLink } from '@kredi/kernel';
import type { DashboardStats } from '@kredi/contracts/crm';
import { listLink } from '../../../lib/listState';
import { showCustomerList } from '../lib/showList';

/**
 * The seven counters, in the product's order (definitions in docs/crm.md, 'Counters (Istanbul days)'). Each is a link: the customer
 * counters open the list filtered by the same definition, the request counters go to their panel.
 */
const CARDS: ReadonlyArray<{ key: keyof DashboardStats; label: string; color: string; to: string }> = [
  { key: 'toplam_musteri', label: 'Toplam Müşteri', color: '#1565c0', to: listLink({}) },
  { key: 'aranacak_musteri', label: 'Aranacak', color: '#0277bd', to: listLink({ durum: 'aranacak' }) },
  { key: 'subeye_gelecek_musteri', label: 'Şubeye Gelecek', color: '#2e7d32', to: listLink({ durum: 'subeye_gelecek' }) },
  {
    key: 'bugunku_hatirlatma',
    label: 'Bugünkü Hatırlatmalar',
    color: '#e65100',
    to: listLink({ hatirlatma: 'bugun', sira: 'sonraki_iletisim' }),
  },
  {
    key: 'bekleyen_takip',
    label: 'Bekleyen Takipler',
    color: '#c62828',
    to: listLink({ hatirlatma: 'gecikmis', sira: 'sonraki_iletisim' }),
  },
  { key: 'bekleyen_geri_arama', label: 'Bekleyen Geri Aramalar', color: '#6a1b9a', to: '#callback-panel' },
  { key: 'bekleyen_iletisim', label: 'Bekleyen İletişim Talepleri', color: '#00695c', to: '#contact-panel' },
];

export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  return (
    <Box
      component="nav"
      aria-label="Sayaçlar"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', lg: 'repeat(7, minmax(0, 1fr))' },
      }}
      data-testid="stat-cards"
    >
      {CARDS.map((card) => (
        <Paper key={card.key} sx={{ borderTop: `4px solid ${card.color}`, minWidth: 0 }} data-testid={`stat-${card.key}`}>
          <CardActionArea
            {...(card.to.startsWith('#') ? { href: card.to } : { component: RouterLink, to: card.to, onClick: showCustomerList })}
            sx={{ p: 2, height: '100%', display: 'block' }}
          >
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {card.label}
            </Typography>
            <Typography variant="h5" component="span" sx={{ display: 'block', fontWeight: 700, color: card.color }}>
              {stats ? formatNumberTR(stats[card.key] as number) : <Skeleton width={48} />}
            </Typography>
          </CardActionArea>
        </Paper>
      ))}
    </Box>
  );
}
