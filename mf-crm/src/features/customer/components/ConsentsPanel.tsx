import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@kredi/kernel';
import { LEAD_CONSENT_CHANNEL_LABELS, type LeadConsentRecord } from '@kredi/contracts/common';
import { kvkkNoticeDateTR } from '@kredi/contracts/users';
import { ServerError } from '../../../lib/ServerError';
import { useCrmConsentsQuery, useWithdrawCommercialMutation } from '../api/consentApi';

function optInText(record: LeadConsentRecord): string {
  const channels = [record.ticari_sms && 'SMS', record.ticari_arama && 'telefon araması'].filter(Boolean).join(' ve ');
  if (!channels) return 'Ticari ileti izni verilmedi';
  if (record.geri_alinma_zamani)
    return `Ticari ileti izni (${channels}) geri alındı: ${formatDateTime(record.geri_alinma_zamani)}, ${record.geri_alan ?? ''}`;
  return `Ticari ileti izni var: ${channels}`;
}

/**
 * What the lead agreed to, per channel: the information notice's version, when, with which phone, and the separate
 * commercial-message opt-in. Withdrawing the opt-in is one click (it is written to the timeline and the audit record).
 */
export function ConsentsPanel({ customerId }: { customerId: number }) {
  const { data, error } = useCrmConsentsQuery(customerId);
  const [withdraw, withdrawing] = useWithdrawCommercialMutation();
  const records = data?.results ?? [];
  return (
    <Box component="section" aria-labelledby={`consents-title-${customerId}`} data-testid="consents-panel">
      <Typography id={`consents-title-${customerId}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Onay Kayıtları
      </Typography>
      <ServerError error={error} testId="consents-error" fallback="Onay kayıtları yüklenemedi. Lütfen sayfayı yenileyin." />
      {data && records.length === 0 && <Typography variant="body2">Onay kaydı yok.</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {records.map((record) => (
          <Box
            component="li"
            key={record.id}
            sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 1.5, py: 0.5 }}
            data-testid="consent-record"
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {LEAD_CONSENT_CHANNEL_LABELS[record.kanal]} · {formatDateTime(record.zaman)}
            </Typography>
            <Typography variant="body2">
              Aydınlatma metni: {kvkkNoticeDateTR(record.aydinlatma_surumu)} sürümü · Telefon: {record.telefon || '—'} (
              {record.telefon_dogrulandi ? 'SMS koduyla doğrulandı' : 'doğrulanmadı'})
            </Typography>
            <Typography variant="body2" data-testid="consent-opt-in">
              {optInText(record)}
            </Typography>
          </Box>
        ))}
      </Box>
      {data?.ticari_izin_var && (
        <Button sx={{ mt: 1 }} variant="outlined" size="small" disabled={withdrawing.isLoading} onClick={() => void withdraw(customerId)}>
          Ticari İleti İznini Geri Al
        </Button>
      )}
      <ServerError error={withdrawing.error} testId="consents-withdraw-error" />
      {withdrawing.isSuccess && (
        <Alert severity="success" sx={{ mt: 1, py: 0 }}>
          {withdrawing.data.message}
        </Alert>
      )}
    </Box>
  );
}
