import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCrmCustomersQuery, useExportCustomersCsvMutation } from '../api/dashboardApi';
import { CustomerFilters } from './CustomerFilters';
import { CustomerTable } from './CustomerTable';

/**
 * The server-paged list (keyset: the API gives the next page's cursor). Earlier cursors are kept here so
 * 'Önceki' can go back; a new search or filter starts again from the first page.
 */
export function CustomerListSection() {
  const [search, setSearch] = useState('');
  const [durum, setDurum] = useState('');
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const { data, isFetching, error } = useCrmCustomersQuery({ search, durum, cursor });
  const [exportCsv, exporting] = useExportCustomersCsvMutation();

  if (error) console.error('Müşteri listesi yüklenemedi', error);
  const restart = () => setCursors([null]);

  return (
    <Paper sx={{ p: 2 }} component="section" aria-labelledby="customers-title">
      <Typography id="customers-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Müşteriler
      </Typography>
      <CustomerFilters
        durum={durum}
        onSearch={(text) => {
          setSearch(text);
          restart();
        }}
        onStatusChange={(value) => {
          setDurum(value);
          restart();
        }}
        onExport={() => {
          exportCsv({ search, durum })
            .unwrap()
            .catch((e: unknown) => console.error('CSV dışa aktarılamadı', e));
        }}
        exporting={exporting.isLoading}
      />
      {isFetching && <LinearProgress sx={{ mb: 1 }} aria-label="Yükleniyor" />}
      {data && <CustomerTable customers={data.results} />}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 2 }}>
        <Button disabled={cursors.length <= 1 || isFetching} onClick={() => setCursors((list) => list.slice(0, -1))}>
          Önceki
        </Button>
        <Typography variant="body2" color="text.secondary">
          Sayfa {cursors.length}
        </Typography>
        <Button disabled={!data?.next_cursor || isFetching} onClick={() => data?.next_cursor && setCursors((list) => [...list, data.next_cursor])}>
          Sonraki
        </Button>
      </Box>
    </Paper>
  );
}
