import { VITAL_GOALS, meetsGoal } from '@kredi/contracts/reports';
import { QueryContent } from '../../../components/QueryContent';
import { useGetVitalsReportQuery } from '../api/reportsApi';
import { formatCount, formatPeriod, formatVital } from '../lib/format';
import type { ReportRange } from './RangePicker';
import { ReportSection } from './ReportSection';
import { ReportTable } from './ReportTable';

const verdict = (met: boolean | null) => (met === null ? '–' : met ? 'Hedefte' : 'Hedefin üstünde');
const goals = `Hedefler (p75): LCP ≤ ${formatVital('LCP', VITAL_GOALS.LCP)}, INP ≤ ${formatVital('INP', VITAL_GOALS.INP)}, CLS ≤ ${formatVital('CLS', VITAL_GOALS.CLS)}.`;

/** Real visitors' speed: p75 of LCP, INP, CLS and TTFB per page and period against the goals. */
export function VitalsSection({ range }: { range: ReportRange }) {
  const query = useGetVitalsReportQuery(range);
  const weekly = range.group === 'hafta';
  return (
    <ReportSection
      id="rapor-hiz"
      title="Gerçek Ziyaretçi Hızı"
      note={`${goals} Yalnızca sayfa yolu, ölçümler ve bağlantı türü toplanır; IP adresi saklanmaz.`}
    >
      <QueryContent query={query}>
        {(data) => (
          <ReportTable
            title="Sayfa ve döneme göre p75"
            file="hiz"
            range={range}
            header={[weekly ? 'Hafta' : 'Gün', 'Sayfa', 'Ölçüm', 'p75', 'Hedef', 'Durum', 'Örnek']}
            textColumns={[1]}
            rows={data.map((r) => [
              formatPeriod(r.day, weekly),
              r.path,
              r.metric,
              formatVital(r.metric, r.p75),
              formatVital(r.metric, r.goal),
              verdict(meetsGoal(r.metric, r.p75)),
              formatCount(r.samples),
            ])}
            csvRows={data.map((r) => [r.day, r.path, r.metric, r.p75, r.goal, verdict(meetsGoal(r.metric, r.p75)), r.samples])}
          />
        )}
      </QueryContent>
    </ReportSection>
  );
}
