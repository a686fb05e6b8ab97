import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { costRatesNote, termLabel, type CalculationResult } from '@kredi/contracts/calculator';
import { money, percent } from '../lib/money';

// The plan (a table of up to 120 rows, its CSV writer and print styles) is loaded only when it is opened.
const PaymentPlan = lazy(() => import('./PaymentPlan'));

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant={strong ? 'h6' : 'body1'}
        component="p"
        sx={{ fontWeight: strong ? 700 : 600, fontSize: strong ? { xs: '1.05rem', sm: '1.25rem' } : undefined, whiteSpace: 'nowrap' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

interface Props {
  result: CalculationResult;
  inYears: boolean;
}

/** Spec 2.10 result plus what bank calculators show: KKDF and BSMV lines, the cost rates and the payment plan. */
export function CalculationResultView({ result, inYears }: Props) {
  const [planOpen, setPlanOpen] = useState(false);
  return (
    <Box component="section" aria-labelledby="hesaplama-sonucu" sx={{ mt: 3 }}>
      <Typography id="hesaplama-sonucu" variant="h6" component="h3" sx={{ mb: 1.5 }}>
        Hesaplama Sonucu
      </Typography>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 2, p: 2, mb: 2 }}>
        <Typography variant="body2" sx={{ opacity: 0.9 }}>
          Aylık Taksit
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 800 }} data-testid="aylik-taksit">
          {money(result.aylik_taksit)}
        </Typography>
        <Typography variant="body2" sx={{ opacity: 0.9 }}>
          {money(result.kredi_miktari)} · {termLabel(result.vade_ay, inYears)} · aylık faiz {percent(result.faiz_orani)}
        </Typography>
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6 }}>
          <Figure label="Toplam Geri Ödeme" value={money(result.toplam_geri_odeme)} strong />
        </Grid>
        <Grid size={{ xs: 6 }}>
          <Figure label="Toplam Faiz" value={money(result.toplam_faiz)} strong />
        </Grid>
        <Grid size={{ xs: 6 }}>
          <Figure label={`KKDF (${percent(result.kkdf_orani)})`} value={money(result.toplam_kkdf)} />
        </Grid>
        <Grid size={{ xs: 6 }}>
          <Figure label={`BSMV (${percent(result.bsmv_orani)})`} value={money(result.toplam_bsmv)} />
        </Grid>
        <Grid size={{ xs: 6 }}>
          <Figure label="Aylık Maliyet Oranı" value={percent(result.efektif_faiz_orani)} />
        </Grid>
        <Grid size={{ xs: 6 }}>
          <Figure label="Yıllık Maliyet Oranı" value={percent(result.yillik_maliyet_orani)} />
        </Grid>
      </Grid>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
        {costRatesNote(result)}
      </Typography>
      <Divider sx={{ my: 2 }} />
      <Stack direction="row" sx={{ justifyContent: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<TableChartOutlined />}
          onClick={() => setPlanOpen((open) => !open)}
          aria-expanded={planOpen}
          aria-controls="odeme-plani"
        >
          {planOpen ? 'Ödeme Planını Gizle' : 'Ödeme Planını Göster'}
        </Button>
      </Stack>
      {planOpen && (
        <Suspense fallback={<Skeleton variant="rectangular" height={240} sx={{ mt: 2 }} />}>
          <PaymentPlan result={result} inYears={inYears} />
        </Suspense>
      )}
    </Box>
  );
}
