import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatNumberTR } from '@kredi/kernel';
import type { DashboardStats } from '@kredi/contracts/crm';

/** The seven counters of spec 2.16, in its order (definitions in docs/crm.md). */
const CARDS: ReadonlyArray<{ key: keyof DashboardStats; label: string; color: string }> = [
  { key: 'toplam_musteri', label: 'Toplam Müşteri', color: '#1565c0' },
  { key: 'aranacak_musteri', label: 'Aranacak', color: '#0277bd' },
  { key: 'subeye_gelecek_musteri', label: 'Şubeye Gelecek', color: '#2e7d32' },
  { key: 'bugunku_hatirlatma', label: 'Bugünkü Hatırlatmalar', color: '#e65100' },
  { key: 'bekleyen_takip', label: 'Bekleyen Takipler', color: '#c62828' },
  { key: 'bekleyen_geri_arama', label: 'Bekleyen Geri Aramalar', color: '#6a1b9a' },
  { key: 'bekleyen_iletisim', label: 'Bekleyen İletişim Talepleri', color: '#00695c' },
];

export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', lg: 'repeat(7, minmax(0, 1fr))' } }} data-testid="stat-cards">
      {CARDS.map((card) => (
        <Paper key={card.key} sx={{ p: 2, borderTop: `4px solid ${card.color}` }} data-testid={`stat-${card.key}`}>
          <Typography variant="body2" color="text.secondary">
            {card.label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: card.color }}>
            {stats ? formatNumberTR(stats[card.key] as number) : <Skeleton width={48} />}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
