import { BarChart } from '@mui/x-charts/BarChart';
import { FUNNEL_STEPS, type FunnelReport } from '@kredi/contracts/reports';
import { QueryContent } from '../../../components/QueryContent';
import { useGetFunnelReportQuery } from '../api/reportsApi';
import { formatCount, formatPercent, formatPeriod } from '../lib/format';
import type { ReportRange } from './RangePicker';
import { ReportSection } from './ReportSection';
import { ReportTable } from './ReportTable';

const STEP_HEADER = FUNNEL_STEPS.map((step) => step.label);
const countsRow = (counts: Record<string, number>) => FUNNEL_STEPS.map((step) => counts[step.id] ?? 0);

function FunnelTables({ data, range }: { data: FunnelReport; range: ReportRange }) {
  const weekly = range.group === 'hafta';
  return (
    <>
      <BarChart
        height={300}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: data.steps.map((step) => step.label), width: 150 }]}
        series={[{ data: data.steps.map((step) => step.count), label: 'Ziyaret', valueFormatter: (value) => formatCount(value ?? 0) }]}
        hideLegend
        aria-label="Huni adımları grafiği"
      />
      <ReportTable
        title="Huni adımları"
        file="huni"
        range={range}
        header={['Adım', 'Sayı', 'Önceki adıma göre kayıp']}
        rows={data.steps.map((step) => [step.label, formatCount(step.count), formatPercent(step.drop)])}
        csvRows={data.steps.map((step) => [step.label, step.count, step.drop])}
      />
      <ReportTable
        title={weekly ? 'Haftalara göre huni' : 'Günlere göre huni'}
        file="huni-donem"
        range={range}
        header={[weekly ? 'Hafta' : 'Gün', ...STEP_HEADER]}
        rows={data.by_period.map((p) => [formatPeriod(p.period, weekly), ...countsRow(p.counts).map(formatCount)])}
        csvRows={data.by_period.map((p) => [p.period, ...countsRow(p.counts)])}
      />
      <ReportTable
        title="Kaynağa göre huni"
        file="huni-kaynak"
        range={range}
        header={['Kaynak', ...STEP_HEADER]}
        rows={data.by_source.map((s) => [s.source, ...countsRow(s.counts).map(formatCount)])}
        csvRows={data.by_source.map((s) => [s.source, ...countsRow(s.counts)])}
      />
    </>
  );
}

/** The credit form's funnel: counts, the drop at each step, per period and per source. */
export function FunnelSection({ range }: { range: ReportRange }) {
  const query = useGetFunnelReportQuery(range);
  return (
    <ReportSection
      id="rapor-huni"
      title="Kredi Formu Hunisi"
      note="Her ziyaret her adımda bir kez sayılır; kişiye bağlanmaz, yalnızca günlük toplamlar tutulur."
    >
      <QueryContent query={query}>{(data) => <FunnelTables data={data} range={range} />}</QueryContent>
    </ReportSection>
  );
}
