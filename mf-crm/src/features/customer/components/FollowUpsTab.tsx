import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@kredi/kernel';
import { useCrmFollowUpsQuery } from '../api/customerApi';
import { ServerError } from '../../../lib/ServerError';
import { readNoteDraft } from '../../../lib/noteDraft';
import { FollowUpForm } from '../../../components/followUp/FollowUpForm';
import { StageBadge } from '../../../components/StageBadge';

/** The follow-up history, newest first, and the 'Yeni Not' form. The history is the customer's audit trail. */
export function FollowUpsTab({ customerId }: { customerId: number }) {
  // A draft kept through a session expiry reopens the form with it (lib/noteDraft).
  const [open, setOpen] = useState(() => readNoteDraft(customerId) !== null);
  const { data, error } = useCrmFollowUpsQuery(customerId);
  const rows = [...(data?.results ?? [])].reverse();
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Takip Notları ({rows.length})
        </Typography>
        {!open && (
          <Button variant="contained" onClick={() => setOpen(true)}>
            Yeni Not
          </Button>
        )}
      </Box>
      <ServerError error={error} testId="follow-ups-error" fallback="Takip notları yüklenemedi. Lütfen sayfayı yenileyin." />
      {open && <FollowUpForm customerId={customerId} onClose={() => setOpen(false)} />}
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Henüz takip notu yok.
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {rows.map((f) => (
            <Paper key={f.id} variant="outlined" sx={{ p: 1.5 }} data-testid="follow-up">
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {f.personel_ad}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(f.olusturma_tarihi)}
                </Typography>
              </Box>
              {f.notlar && (
                <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {f.notlar}
                </Typography>
              )}
              {f.yeni_durum && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }} aria-label="Durum değişikliği">
                  {f.eski_durum && <StageBadge stage={f.eski_durum} />}
                  <Typography variant="caption" aria-hidden>
                    →
                  </Typography>
                  <StageBadge stage={f.yeni_durum} />
                </Box>
              )}
              {f.sonraki_iletisim && (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                  Sonraki iletişim: {formatDateTime(f.sonraki_iletisim)}
                </Typography>
              )}
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
