import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { formatLira, useNavigate } from '@kredi/kernel';
import { crmMessages as m, type CustomerListItem } from '@kredi/contracts/crm';
import { CRM_PATHS } from '../../../lib/paths';
import { StageBadge } from '../../customer/components/StageBadge';

/** Spec 2.16 empty state. */
export function EmptyCustomers() {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }} data-testid="customers-empty">
      <Typography variant="h6" component="p">
        {m.customerNotFound}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: 520, mx: 'auto' }}>
        {m.emptyListHint}
      </Typography>
    </Box>
  );
}

/** The customer list; a row opens the customer file (by click or Enter). Names and cities are printed as text. */
export function CustomerTable({ customers }: { customers: CustomerListItem[] }) {
  const navigate = useNavigate();
  if (customers.length === 0) return <EmptyCustomers />;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Müşteri listesi">
        <TableHead>
          <TableRow>
            <TableCell>Müşteri</TableCell>
            <TableCell>İletişim</TableCell>
            <TableCell>Findeks</TableCell>
            <TableCell>Önerilen Limit</TableCell>
            <TableCell>Durum</TableCell>
            <TableCell align="right">İşlemler</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {customers.map((c) => (
            <TableRow
              key={c.id}
              hover
              tabIndex={0}
              sx={{ cursor: 'pointer' }}
              onClick={() => navigate(CRM_PATHS.customer(c.id))}
              onKeyDown={(e) => {
                if (e.key === 'Enter') navigate(CRM_PATHS.customer(c.id));
              }}
              data-testid="customer-row"
            >
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {c.full_name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {c.city} · {c.age} yaş
                </Typography>
              </TableCell>
              <TableCell>{c.phone ? `0${c.phone}` : '-'}</TableCell>
              <TableCell>{c.findeks_score}</TableCell>
              <TableCell>{c.recommended_limit > 0 ? formatLira(c.recommended_limit) : '-'}</TableCell>
              <TableCell>
                <StageBadge stage={c.crm_stage} />
              </TableCell>
              <TableCell align="right">
                <MoreHorizIcon fontSize="small" color="disabled" aria-hidden />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
