import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatDateTime, formatLira, Link as RouterLink, useNavigate } from '@kredi/kernel';
import { ageLabel, crmMessages as m, findeksLabel, type CustomerListItem } from '@kredi/contracts/crm';
import { PhoneLink } from '../../../lib/phone';
import { CRM_PATHS } from '../../../lib/paths';
import { StageBadge } from '../../../components/StageBadge';
import { FirstResponseBadge } from './FirstResponseBadge';

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

const phoneOf = (c: CustomerListItem) => (c.phone ? `0${c.phone}` : '');
const limitOf = (c: CustomerListItem) => (c.recommended_limit > 0 ? formatLira(c.recommended_limit) : '-');

/** The next contact; one already past is marked, so a missed call does not look like any other date. */
function NextContact({ customer }: { customer: CustomerListItem }) {
  const at = customer.sonraki_iletisim;
  if (!at) return <>-</>;
  if (Date.parse(at) >= Date.now()) return <>{formatDateTime(at)}</>;
  return (
    <Box component="span" sx={{ color: 'error.dark', fontWeight: 600 }} data-testid="next-contact-overdue">
      {formatDateTime(at)} · {OVERDUE_LABEL}
    </Box>
  );
}

export const OVERDUE_LABEL = 'Gecikmiş';

/** The customer's name as a link to the file (so it opens in a new tab too); printed as text. */
function NameLink({ customer }: { customer: CustomerListItem }) {
  return (
    <Link component={RouterLink} to={CRM_PATHS.customer(customer.id)} underline="hover" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
      {customer.full_name}
    </Link>
  );
}

/** Row selection for the bulk actions and the owner's name. */
export interface ListSelection {
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  ownerOf: (id: number | null) => string;
}

function SelectBox({ customer, selection }: { customer: CustomerListItem; selection: ListSelection }) {
  return (
    <Checkbox
      size="small"
      checked={selection.selected.has(customer.id)}
      onChange={() => selection.onToggle(customer.id)}
      onClick={(e) => e.stopPropagation()}
      slotProps={{ input: { 'aria-label': `${customer.full_name} seç` } }}
      sx={{ p: 0.5 }}
    />
  );
}

/** On a phone each customer is a card: nothing scrolls sideways and every value stays in reach. */
function CustomerCards({ customers, selection }: { customers: CustomerListItem[]; selection: ListSelection }) {
  return (
    <Box
      component="ul"
      aria-label="Müşteri listesi"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}
    >
      {customers.map((c) => (
        <Paper component="li" variant="outlined" key={c.id} sx={{ p: 1.5 }} data-testid="customer-row">
          {/* Wraps: at 360 px a long stage ('Arandı - Limiti Beğenmedi') goes below the name instead of widening the page. */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, minWidth: 0 }}>
              <SelectBox customer={c} selection={selection} />
              <Box sx={{ pt: 0.5, minWidth: 0 }}>
                <NameLink customer={c} />
                <Box>
                  <FirstResponseBadge clock={c.ilk_yanit} />
                </Box>
              </Box>
            </Box>
            <StageBadge stage={c.crm_stage} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {c.city} · {ageLabel(c.age, c.birth_date)}
          </Typography>
          <Typography variant="body2">
            <PhoneLink shown={phoneOf(c)} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Findeks: {findeksLabel(c.findeks_score, c.findeks_flag)} · Önerilen limit: {limitOf(c)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Sonraki iletişim: <NextContact customer={c} />
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="customer-owner">
            Sorumlu: {selection.ownerOf(c.atanan_personel_id)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/**
 * A click on the row's own controls (the name link, the phone's tel: link, the checkbox) is theirs alone: the row
 * navigating as well would push the customer twice (Back returns to the same file) or open it on a call.
 */
const onOwnControl = (target: EventTarget) => target instanceof Element && target.closest('a, button, input, label') !== null;

/** The customer list; a row opens the customer file (by click, or its name link). Names and cities are printed as text. */
export function CustomerTable({ customers, selection }: { customers: CustomerListItem[]; selection: ListSelection }) {
  const navigate = useNavigate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (customers.length === 0) return <EmptyCustomers />;
  if (phone) return <CustomerCards customers={customers} selection={selection} />;
  const chosen = customers.filter((c) => selection.selected.has(c.id)).length;
  return (
    <Box sx={{ overflowX: 'auto' }} data-testid="customer-table-scroll">
      <Table size="small" aria-label="Müşteri listesi">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                size="small"
                checked={chosen === customers.length}
                indeterminate={chosen > 0 && chosen < customers.length}
                onChange={selection.onToggleAll}
                slotProps={{ input: { 'aria-label': 'Sayfadaki tüm müşterileri seç' } }}
              />
            </TableCell>
            {/* Wide enough for a name to break between words only; the table scrolls in its own box when it needs more. */}
            <TableCell sx={{ minWidth: 180 }}>Müşteri</TableCell>
            {/* Next to the name: the stage is what staff work by, so it stays in view when the table scrolls. */}
            <TableCell>Durum</TableCell>
            <TableCell>İletişim</TableCell>
            <TableCell>Findeks</TableCell>
            <TableCell>Önerilen Limit</TableCell>
            <TableCell>Sonraki İletişim</TableCell>
            <TableCell>Sorumlu</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {customers.map((c) => (
            <TableRow
              key={c.id}
              hover
              selected={selection.selected.has(c.id)}
              sx={{ cursor: 'pointer' }}
              onClick={(e) => {
                if (!onOwnControl(e.target)) navigate(CRM_PATHS.customer(c.id));
              }}
              data-testid="customer-row"
            >
              <TableCell padding="checkbox">
                <SelectBox customer={c} selection={selection} />
              </TableCell>
              <TableCell>
                <NameLink customer={c} />
                <Typography variant="caption" color="text.secondary" component="p">
                  {c.city} · {ageLabel(c.age, c.birth_date)}
                </Typography>
                <FirstResponseBadge clock={c.ilk_yanit} />
              </TableCell>
              <TableCell>
                <StageBadge stage={c.crm_stage} />
              </TableCell>
              <TableCell>
                <PhoneLink shown={phoneOf(c)} />
              </TableCell>
              <TableCell>{findeksLabel(c.findeks_score, c.findeks_flag)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{limitOf(c)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <NextContact customer={c} />
              </TableCell>
              <TableCell data-testid="customer-owner">{selection.ownerOf(c.atanan_personel_id)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
