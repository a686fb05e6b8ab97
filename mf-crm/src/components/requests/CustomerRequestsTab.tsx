import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@kredi/kernel';
import { CALL_OUTCOME_LABELS, CONTACT_STATUS_LABELS, contactStatus, isCallOutcome } from '@kredi/contracts/crm';
import { ServerError } from '../../lib/ServerError';
import { useCustomerRequestsQuery } from '../../lib/requestsApi';

const itemSx = { borderLeft: 3, borderColor: 'secondary.light', pl: 1.5, py: 0.5 } as const;

/** The callback and contact requests that came with the customer's phone. Visitor text is printed as text. */
export function CustomerRequestsTab({ customerId }: { customerId: number }) {
  const { data, error } = useCustomerRequestsQuery(customerId);
  const callbacks = data?.geri_arama ?? [];
  const contacts = data?.iletisim ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ServerError error={error} testId="requests-error" fallback="Talepler yüklenemedi. Lütfen sayfayı yenileyin." />
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          Geri Arama Talepleri ({callbacks.length})
        </Typography>
        {data && callbacks.length === 0 && <Typography variant="body2">Bu telefondan geri arama talebi yok.</Typography>}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {callbacks.map((r) => (
            <Box component="li" key={r.id} sx={itemSx} data-testid="customer-callback">
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {formatDateTime(r.created_at)}
                </Typography>
                <Chip size="small" variant="outlined" label={r.is_contacted ? 'Arandı' : 'Bekliyor'} />
                {isCallOutcome(r.sonuc) && <Chip size="small" variant="outlined" label={`Son arama: ${CALL_OUTCOME_LABELS[r.sonuc]}`} />}
              </Box>
              {r.notes && (
                <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                  {r.notes}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          İletişim Talepleri ({contacts.length})
        </Typography>
        {data && contacts.length === 0 && <Typography variant="body2">Bu telefondan iletişim talebi yok.</Typography>}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {contacts.map((r) => (
            <Box component="li" key={r.id} sx={itemSx} data-testid="customer-contact">
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {formatDateTime(r.created_at)}
                </Typography>
                <Chip size="small" variant="outlined" label={CONTACT_STATUS_LABELS[contactStatus(r)]} />
              </Box>
              <Typography variant="body2" sx={{ fontStyle: 'italic', wordBreak: 'break-word' }}>
                {r.subject}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {r.message}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
