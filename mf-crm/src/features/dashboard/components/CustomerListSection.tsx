import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatNumberTR, useLocation, useNavigate } from '@kredi/kernel';
import { ServerError } from '../../../lib/ServerError';
import { useCrmCustomerCountQuery, useCrmCustomersQuery, useExportCustomersCsvMutation } from '../api/dashboardApi';
import { pageNumber, readListState, writeListState, type ListState } from '../../../lib/listState';
import { CustomerFilters } from '../../../components/listFilters/CustomerFilters';
import { SavedViews } from '../../../components/listFilters/SavedViews';
import { CustomerTable, type ListSelection } from './CustomerTable';
import { crmMessages } from '@kredi/contracts/crm';
import { ownerName, useCrmStaffQuery } from '../../../lib/ownerApi';
import { BulkActions, BulkDone } from '../../../components/owner/BulkActions';
import { CUSTOMER_LIST_ID } from '../lib/showList';

/**
 * The server-paged list (keyset: the API gives the next page's cursor). Search, filter and the cursors of the pages
 * before this one are in the URL (lib/listState), so back and reload return to the same list; a new search or filter
 * starts again from the first page. The total is its own call, counted once per search and filter.
 */
export function CustomerListSection() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = readListState(location.search);
  const { search, durum, hatirlatma, atanan, sira, cursors } = state;
  const cursor = cursors[cursors.length - 1] ?? null;
  const { data, isFetching, error } = useCrmCustomersQuery({ search, durum, hatirlatma, atanan, sira, cursor });
  const { data: count } = useCrmCustomerCountQuery({ search, durum, hatirlatma, atanan });
  const { data: staff } = useCrmStaffQuery();
  const [exportCsv, exporting] = useExportCustomersCsvMutation();
  // The selection belongs to the rows on screen: a new page, search or filter starts with none.
  const [selected, setSelected] = useState<{ key: string; ids: ReadonlySet<number> }>({ key: '', ids: new Set() });
  const [done, setDone] = useState('');
  const listKey = location.search;
  const ids = selected.key === listKey ? selected.ids : new Set<number>();
  const select = (next: Set<number>) => setSelected({ key: listKey, ids: next });
  const rows = data?.results ?? [];
  const selection: ListSelection = {
    selected: ids,
    onToggle: (id) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      select(next);
    },
    onToggleAll: () => select(rows.every((c) => ids.has(c.id)) ? new Set() : new Set(rows.map((c) => c.id))),
    ownerOf: (id) => ownerName(staff, id, crmMessages.notAssigned),
  };
  const go = (next: ListState) => {
    setDone('');
    navigate({ pathname: location.pathname, search: writeListState(next) });
  };

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} component="section" aria-labelledby="customers-title" id={CUSTOMER_LIST_ID}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="customers-title" variant="h6" component="h2" tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
          Müşteriler
        </Typography>
        {count && (
          <Typography variant="body2" color="text.secondary" data-testid="customer-total">
            {formatNumberTR(count.toplam)}
            {count.toplam_kesin ? '' : '+'} müşteri
          </Typography>
        )}
      </Box>
      <SavedViews state={state} onApply={(next) => go(next)} />
      <CustomerFilters
        key={search}
        state={state}
        onChange={(change) => go({ ...state, ...change, cursors: [] })}
        onExport={() => void exportCsv({ search, durum, hatirlatma, atanan })}
        exporting={exporting.isLoading}
      />
      <ServerError error={exporting.error} testId="export-error" fallback="CSV dosyası hazırlanamadı. Lütfen tekrar deneyin." />
      <ServerError error={error} testId="list-error" fallback="Müşteri listesi yüklenemedi. Lütfen sayfayı yenileyin." />
      {isFetching && <LinearProgress sx={{ mb: 1 }} aria-label="Yükleniyor" />}
      <BulkDone message={done} />
      {ids.size > 0 && (
        <BulkActions
          ids={[...ids]}
          onClear={() => select(new Set())}
          onDone={(message) => {
            setDone(message);
            select(new Set());
          }}
        />
      )}
      {data && <CustomerTable customers={data.results} selection={selection} />}
      <Box
        component="nav"
        aria-label="Sayfalar"
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 2, gap: 1 }}
      >
        <Button disabled={cursors.length === 0 || isFetching} onClick={() => go({ ...state, cursors: cursors.slice(0, -1) })}>
          Önceki
        </Button>
        <Typography variant="body2" color="text.secondary" data-testid="page-number">
          Sayfa {pageNumber(state)}
        </Typography>
        <Button
          disabled={!data?.next_cursor || isFetching}
          onClick={() => data?.next_cursor && go({ ...state, cursors: [...cursors, data.next_cursor] })}
        >
          Sonraki
        </Button>
      </Box>
    </Paper>
  );
}
