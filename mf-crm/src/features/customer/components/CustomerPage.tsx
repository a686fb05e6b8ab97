import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useDocumentMeta, useNavigate, useParams } from '@kredi/kernel';
import { crmMessages as m } from '@kredi/contracts/crm';
import { CRM_PATHS } from '../../../lib/paths';
import { RequireCrmSession } from '../../auth/components/RequireCrmSession';
import { DashboardHeader } from '../../dashboard/components/DashboardHeader';
import { useCrmCustomerQuery } from '../api/customerApi';
import { customerSections } from './customerFields';
import { CustomerHeader } from './CustomerHeader';
import { FieldList } from './FieldList';
import { FollowUpsTab } from './FollowUpsTab';
import { KvkkActions } from './KvkkActions';

const TABS = ['Genel', 'Kredi', 'Findeks', 'Sistem', 'Takipler'] as const;

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
  const [tab, setTab] = useState(0);
  const { data: customer, error, isLoading } = useCrmCustomerQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  useDocumentMeta(customer ? `${customer.full_name} | Müşteri Detayı` : 'Müşteri Detayı | Kolay Kredi');
  if (error) console.error('Müşteri yüklenemedi', error);
  if (isLoading) return <LinearProgress aria-label="Yükleniyor" />;
  if (!customer) return <NotFound />;
  const sections = customerSections(customer);
  return (
    <>
      <CustomerHeader customer={customer} />
      <KvkkActions customerId={customer.id} erased={customer.anonimlestirildi !== null} />
      <Paper sx={{ mt: 2 }}>
        <Tabs value={tab} onChange={(_e, value: number) => setTab(value)} variant="scrollable" aria-label="Müşteri bilgileri">
          {TABS.map((label, i) => (
            <Tab key={label} label={label} id={`customer-tab-${i}`} aria-controls={`customer-tabpanel-${i}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`customer-tabpanel-${tab}`} aria-labelledby={`customer-tab-${tab}`} sx={{ p: 2, display: 'grid', gap: 2 }}>
          {tab === 0 && (
            <>
              <FieldList title="Kişisel Bilgiler" fields={sections.personal} />
              <FieldList title="SGK ve Yasal Durum" fields={sections.sgkAndLegal} />
            </>
          )}
          {tab === 1 && <FieldList title="Limitler ve Kredi Geçmişi" fields={sections.credit} />}
          {tab === 2 && <FieldList title="Findeks" fields={sections.findeks} />}
          {tab === 3 && <FieldList title="Sistem Bilgileri" fields={sections.system} />}
          {tab === 4 && <FollowUpsTab customerId={customer.id} />}
        </Box>
      </Paper>
    </>
  );
}

/** Customer detail (spec 2.17). */
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
