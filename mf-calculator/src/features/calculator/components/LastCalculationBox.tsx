import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { formatDateTime } from '@kredi/kernel';
import { termLabel } from '@kredi/contracts/calculator';
import type { LastCalculation } from '../lib/lastCalculation';
import { money } from '../lib/money';
import { useLastCalculationKept } from '../hooks/useLastCalculation';
import { SectionCard } from './SectionCard';

/** Spec 2.10: the last calculation made in this browser, kept across reloads. */
export function LastCalculationBox({ last }: { last: LastCalculation | null }) {
  const kept = useLastCalculationKept();
  return (
    <SectionCard id="son-hesaplama" title="Son Hesaplamanız" icon={<HistoryOutlined color="primary" />}>
      {last ? (
        <Stack spacing={0.5}>
          <Typography variant="body2">
            {last.ad}: {money(last.kredi_miktari)}, {termLabel(last.vade_ay, last.vade_yil_gosterimi)}
          </Typography>
          <Typography variant="body2">
            Aylık taksit: <strong>{money(last.aylik_taksit)}</strong>
          </Typography>
          <Typography variant="body2">Toplam geri ödeme: {money(last.toplam_geri_odeme)}</Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(last.tarih)}
          </Typography>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {kept
            ? 'Henüz bir hesaplama yapmadınız. Sonucunuz burada saklanır.'
            : 'Henüz bir hesaplama yapmadınız. Sonucunuz burada gösterilir; bir sonraki ziyaretinizde de görmek için Çerez Tercihleri’nden işlevsel depolamaya izin verebilirsiniz.'}
        </Typography>
      )}
    </SectionCard>
  );
}
