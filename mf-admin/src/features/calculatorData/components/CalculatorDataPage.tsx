import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { AdminLayout } from '../../../components/AdminLayout';
import { QueryContent } from '../../../components/QueryContent';
import { useGetCalculatorDataQuery } from '../api/calculatorDataApi';
import { LoanTypesPanel } from './LoanTypesPanel';
import { OffersPanel } from './OffersPanel';
import { RulesPanel } from './RulesPanel';

type Panel = 'types' | 'offers' | 'rules';

/** /admin/hesaplama-verileri: what the loan calculator computes with. */
export default function CalculatorDataPage() {
  const query = useGetCalculatorDataQuery();
  const [panel, setPanel] = useState<Panel>('types');
  return (
    <AdminLayout title="Hesaplama Verileri">
      <QueryContent query={query}>
        {(data) => (
          <>
            <Tabs
              value={panel}
              onChange={(_event, next: Panel) => setPanel(next)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label="Hesaplama verileri"
              sx={{ mb: 3 }}
            >
              <Tab value="types" label="Kredi Türleri" />
              <Tab value="offers" label="Banka Teklifleri" />
              <Tab value="rules" label="Vergiler ve Bantlar" />
            </Tabs>
            <Box role="tabpanel">
              {panel === 'types' && <LoanTypesPanel types={data.turler} />}
              {panel === 'offers' && <OffersPanel offers={data.teklifler} types={data.turler} />}
              {panel === 'rules' && <RulesPanel data={data} />}
            </Box>
          </>
        )}
      </QueryContent>
    </AdminLayout>
  );
}
