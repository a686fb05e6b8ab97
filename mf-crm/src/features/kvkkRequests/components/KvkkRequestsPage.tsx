import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useDocumentMeta, useLocation, useNavigate } from '@kredi/kernel';
import { KVKK_REQUEST_DEADLINE_DAYS, kvkkRequestMessages, type KvkkRequestItem } from '@kredi/contracts/crm';
import { DashboardHeader } from '../../../components/DashboardHeader';
import { useKvkkRequestsQuery, type KvkkRequestState } from '../../../lib/kvkkRequestsApi';
import { ServerError } from '../../../lib/ServerError';
import { RequireCrmSession } from '../../../session/RequireCrmSession';
import { CloseRequestDialog } from './CloseRequestDialog';
import { KvkkRequestCard } from './KvkkRequestCard';

const EMPTY: Record<KvkkRequestState, string> = {
  acik: 'Açık başvuru yok.',
  kapali: 'Kapatılmış başvuru yok.',
};

function KvkkRequests() {
  useDocumentMeta('KVKK Başvuruları | Kolay Kredi');
  const location = useLocation();
  const navigate = useNavigate();
  // The list shown is in the address (?durum=kapali), so a reload or 'back' keeps it.
  const state: KvkkRequestState = new URLSearchParams(location.search).get('durum') === 'kapali' ? 'kapali' : 'acik';
  const { data, error, isFetching } = useKvkkRequestsQuery(state);
  const [closing, setClosing] = useState<KvkkRequestItem | null>(null);
  const [closedNow, setClosedNow] = useState<number | null>(null);
  const results = data?.results;

  return (
    <Box component="main" sx={{ bgcolor: 'grey.50', minHeight: '100vh' }}>
      <DashboardHeader title="KVKK Başvuruları" />
      <Box sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 1100, mx: 'auto', display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Typography variant="body2" color="text.secondary">
          KVKK 11. madde başvuruları {KVKK_REQUEST_DEADLINE_DAYS} gün içinde yanıtlanmalıdır. Başvuruyu müşteri dosyasındaki dışa aktarma,
          düzenleme ve silme araçlarıyla yanıtlayıp bir notla kapatınız.
        </Typography>
        <Tabs
          value={state}
          onChange={(_event, next: KvkkRequestState) =>
            navigate(next === 'kapali' ? `${location.pathname}?durum=kapali` : location.pathname)
          }
          aria-label="Başvuru durumu"
        >
          <Tab value="acik" label="Açık" />
          <Tab value="kapali" label="Kapatılanlar" />
        </Tabs>
        {state === 'acik' && data && data.overdue > 0 && (
          <Alert severity="error" data-testid="kvkk-overdue-count">
            {data.overdue} başvurunun yanıt süresi geçti.
          </Alert>
        )}
        {closedNow !== null && state === 'acik' && (
          <Alert severity="success" role="status" onClose={() => setClosedNow(null)}>
            #{closedNow}: {kvkkRequestMessages.closed}
          </Alert>
        )}
        <ServerError error={error} testId="kvkk-list-error" fallback="Başvurular yüklenemedi. Lütfen sayfayı yenileyin." />
        <Box
          aria-busy={isFetching}
          data-testid="kvkk-request-list"
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}
        >
          {!results && !error && <Typography color="text.secondary">Yükleniyor...</Typography>}
          {results?.length === 0 && <Typography color="text.secondary">{EMPTY[state]}</Typography>}
          {results?.map((request) => (
            <KvkkRequestCard key={request.id} request={request} onClose={state === 'acik' ? setClosing : undefined} />
          ))}
        </Box>
      </Box>
      <CloseRequestDialog
        key={closing?.id ?? 'none'}
        request={closing}
        onDone={(closed) => {
          if (closed && closing) setClosedNow(closing.id);
          setClosing(null);
        }}
      />
    </Box>
  );
}

/** The KVKK requests screen (docs/kvkk-requests.md): open ones with the days left, closed ones, each closed with a note. */
export default function KvkkRequestsPage() {
  return (
    <RequireCrmSession>
      <KvkkRequests />
    </RequireCrmSession>
  );
}
