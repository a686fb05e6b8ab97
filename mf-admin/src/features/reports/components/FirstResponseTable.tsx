import type { FirstResponseReport } from '@kredi/contracts/crm';
import { QueryContent } from '../../../components/QueryContent';
import { useGetFirstResponseReportQuery } from '../api/reportsApi';
import { formatCount, formatMinutes, formatPercent } from '../lib/format';
import type { ReportRange } from './RangePicker';
import { ReportTable } from './ReportTable';

const HEADER = ['Sorumlu', 'Başvuru ve talep', 'Yanıtlanan', 'Ortanca ilk yanıt', 'Hedef içinde', 'Yükseltme', 'Yeniden atama'];

type Figures = FirstResponseReport['total'];
const share = (f: Figures) => (f.within_target_share === null ? null : f.within_target_share * 100);
const shown = (name: string, f: Figures) => [
  name,
  formatCount(f.leads),
  formatCount(f.answered),
  formatMinutes(f.median_first_response_minutes),
  formatPercent(share(f)),
  formatCount(f.escalations),
  formatCount(f.reassignments),
];
const csv = (name: string, f: Figures) => [
  name,
  f.leads,
  f.answered,
  f.median_first_response_minutes,
  share(f),
  f.escalations,
  f.reassignments,
];

/** The first-response clock per owner (when the lead arrived) and in total: minutes counted in working hours only. */
export function FirstResponseTable({ range }: { range: ReportRange }) {
  const query = useGetFirstResponseReportQuery(range);
  return (
    <QueryContent query={query}>
      {(data) => (
        <ReportTable
          title="İlk yanıt (çalışma saatleriyle)"
          file="ilk-yanit"
          range={range}
          header={HEADER}
          rows={[...data.people.map((p) => shown(p.name, p)), shown('Toplam', data.total)]}
          csvRows={[...data.people.map((p) => csv(p.name, p)), csv('Toplam', data.total)]}
        />
      )}
    </QueryContent>
  );
}
