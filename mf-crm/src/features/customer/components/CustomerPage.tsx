import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useDocumentMeta, useLocation, useNavigate, useParams } from '@kredi/kernel';
import { crmMessages as m } from '@kredi/contracts/crm';
import { CRM_PATHS } from '../../../lib/paths';
import { ServerError } from '../../../lib/ServerError';
import { RequireCrmSession } from '../../../session/RequireCrmSession';
import { DashboardHeader } from '../../../components/DashboardHeader';
import { useCrmCustomerQuery } from '../api/customerApi';
import { customerSections } from './customerFields';
import { CustomerHeader } from './CustomerHeader';
import { FieldList } from './FieldList';
import { ConsentsPanel } from './ConsentsPanel';
import { FollowUpsTab } from './FollowUpsTab';
import { KvkkActions } from './KvkkActions';
import { TimelineTab } from './TimelineTab';
import { CustomerOwnerPanel } from '../../../components/owner/CustomerOwnerPanel';
import { CustomerCallButton } from '../../../components/requests/CustomerCallButton';
import { CustomerRequestsTab } from '../../../components/requests/CustomerRequestsTab';

const TABS = ['Genel', 'Kredi', 'Findeks', 'Sistem', 'Takipler', 'Geçmiş', 'Talepler'] as const;
/** The open tab is in the URL (?sekme=takipler), so a reload or a return after signing in again opens it. */
const TAB_KEYS = ['genel', 'kredi', 'findeks', 'sistem', 'takipler', 'gecmis', 'talepler'] as const;

function tabFrom(search: string): number {
  const index = TAB_KEYS.indexOf(new URLSearchParams(search).get('sekme') as (typeof TAB_KEYS)[number]);
  return index < 0 ? 0 : index;
}

function NotFound() {
  const navigate = useNavigate();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }} data-testid="customer-not-found">
      <Typography variant="h5" component="p" gutterBottom>
        {m.customerNotFound}
      </Typography>
      <Button variant="contained" onClick={() => navigate(CRM_PATHS.dashboard)}>
        Geri Dön
      </Button>
    </Box>
  );
}

function CustomerFile({ id }: { id: number }) {
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabFrom(location.search);
  const setTab = (index: number) =>
    navigate({ pathname: location.pathname, search: index === 0 ? '' : `?sekme=${TAB_KEYS[index]}` }, { replace: true });
  const { data: customer, error, isLoading } = useCrmCustomerQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  useDocumentMeta(customer ? `${customer.full_name} | Müşteri Detayı` : 'Müşteri Detayı | Kolay Kredi');
  if (isLoading) return <LinearProgress aria-label="Yükleniyor" />;
  if (!customer) {
    // A 404 is the not-found state; any other failure says what went wrong.
    const notFound = !error || ('status' in error && error.status === 404) || ('status' in error && error.status === 400);
    return notFound ? (
      <NotFound />
    ) : (
      <ServerError error={error} testId="customer-error" fallback="Müşteri yüklenemedi. Lütfen sayfayı yenileyin." />
    );
  }
  const sections = customerSections(customer);
  return (
    <>
      <CustomerHeader customer={customer} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <CustomerCallButton customerId={customer.id} disabled={customer.anonimlestirildi !== null} />
        <KvkkActions customerId={customer.id} erased={customer.anonimlestirildi !== null} />
      </Box>
      <CustomerOwnerPanel customer={customer} />
      <Paper sx={{ mt: 2, minWidth: 0 }}>
        <Tabs
          value={tab}
          onChange={(_e, value: number) => setTab(value)}
          variant="scrollable"
          scrollButtons
          allowScrollButtonsMobile
          aria-label="Müşteri bilgileri"
        >
          {TABS.map((label, i) => (
            <Tab key={label} label={label} id={`customer-tab-${i}`} aria-controls={`customer-tabpanel-${i}`} />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`customer-tabpanel-${tab}`}
          aria-labelledby={`customer-tab-${tab}`}
          sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
        >
          {tab === 0 && (
            <>
              <FieldList title="Kişisel Bilgiler" fields={sections.personal} />
              <FieldList title="SGK ve Yasal Durum" fields={sections.sgkAndLegal} />
            </>
          )}
          {tab === 1 && <FieldList title="Limitler ve Kredi Geçmişi" fields={sections.credit} />}
          {tab === 2 && <FieldList title="Findeks" fields={sections.findeks} />}
          {tab === 3 && (
            <>
              <FieldList title="Sistem Bilgileri" fields={sections.system} />
              <ConsentsPanel customerId={customer.id} />
            </>
          )}
          {tab === 4 && <FollowUpsTab customerId={customer.id} />}
          {tab === 5 && <TimelineTab customerId={customer.id} />}
          {tab === 6 && <CustomerRequestsTab customerId={customer.id} />}
        </Box>
      </Paper>
    </>
  );
}

/** Customer detail. */
export default function CustomerPage() {
  const { customerId } = useParams();
  const id = Number(customerId);
  return (
    <RequireCrmSession>
      <Box component="main" sx={{ bgcolor: 'grey.50', minHeight: '100vh' }}>
        <DashboardHeader title="Müşteri Detayı" isPageHeading={false} />
        <Box sx={{ p: { xs: 1.5, md: 3 } }}>{Number.isInteger(id) && id > 0 ? <CustomerFile key={id} id={id} /> : <NotFound />}</Box>
      </Box>
    </RequireCrmSession>
  );
}
