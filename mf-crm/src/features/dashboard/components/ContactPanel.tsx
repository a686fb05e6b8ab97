import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@kredi/kernel';
import { CONTACT_STATUS_LABELS, contactStatus, type ContactRequestItem } from '@kredi/contracts/crm';
import { useUpdateContactRequestMutation } from '../api/dashboardApi';
import { PhoneLink } from '../../../lib/phone';
import { ServerError } from '../../../lib/ServerError';
import { RequestPanel, requestPanelState } from './RequestPanel';
import { RequestCustomerLink } from '../../../components/requests/RequestCustomerLink';

/** Contact requests: read/unread toggles, replied marks read too. Everything the visitor typed is text. */
export function ContactPanel({ requests, failed }: { requests: ContactRequestItem[] | undefined; failed: boolean }) {
  const [update, state] = useUpdateContactRequestMutation();
  const send = (id: number, is_read: boolean, is_replied: boolean) => void update({ id, is_read, is_replied });
  const waiting = requests?.filter((r) => !r.is_replied).length;
  return (
    <RequestPanel title="İletişim Talepleri" count={waiting} state={requestPanelState(requests, failed)} testId="contact-panel">
      <ServerError error={state.error} testId="contact-error" />
      {requests?.map((r, i) => {
        const status = contactStatus(r);
        const busy = state.isLoading && state.originalArgs?.id === r.id;
        return (
          <Box key={r.id} data-testid="contact-item">
            {i > 0 && <Divider sx={{ my: 1 }} />}
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                {r.name}
              </Typography>
              {/* Outlined default chip: the filled info/warning colours give text below 4.5:1 contrast (axe). */}
              <Chip size="small" variant="outlined" label={CONTACT_STATUS_LABELS[status]} data-testid="contact-status" />
            </Box>
            <Typography variant="caption" color="text.secondary" component="p">
              {formatDateTime(r.created_at)}
              {r.phone && (
                <>
                  {' · '}
                  <PhoneLink shown={r.phone} />
                </>
              )}
            </Typography>
            <Typography variant="body2" sx={{ fontStyle: 'italic', wordBreak: 'break-word' }}>
              {r.subject}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {r.message}
            </Typography>
            <Link href={`mailto:${encodeURIComponent(r.email).replace('%40', '@')}`} variant="caption">
              {r.email}
            </Link>
            <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
              <Button size="small" variant="outlined" disabled={busy || r.is_replied} onClick={() => send(r.id, !r.is_read, false)}>
                {r.is_read ? 'Okunmadı İşaretle' : 'Okundu İşaretle'}
              </Button>
              <Button size="small" variant="contained" disabled={busy || r.is_replied} onClick={() => send(r.id, true, true)}>
                {r.is_replied ? 'Yanıtlandı' : 'Yanıtlandı İşaretle'}
              </Button>
              {r.phone && <RequestCustomerLink kind="iletisim-talepleri" requestId={r.id} customerId={r.musteri_id} />}
            </Box>
          </Box>
        );
      })}
    </RequestPanel>
  );
}
