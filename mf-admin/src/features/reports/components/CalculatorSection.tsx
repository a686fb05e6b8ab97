import { BarChart } from '@mui/x-charts/BarChart';
import { QueryContent } from '../../../components/QueryContent';
import { useGetCalculatorReportQuery } from '../api/reportsApi';
import { LOAN_TYPE_LABELS, formatCount, formatPeriod } from '../lib/format';
import type { ReportRange } from './RangePicker';
import { ReportSection } from './ReportSection';
import { ReportTable } from './ReportTable';

const typeLabel = (key: string) => LOAN_TYPE_LABELS[key] ?? key;
const bandLabel = (key: string) =>
  key.endsWith('+')
    ? `${formatCount(Number(key.slice(0, -1)))} TL ve üstü`
    : key
        .split('-')
        .map((v) => formatCount(Number(v)))
        .join(' – ') + ' TL';

/** Calculations per loan type, amount band and period (the counters the calculator keeps). */
export function CalculatorSection({ range }: { range: ReportRange }) {
  const query = useGetCalculatorReportQuery(range);
  const weekly = range.group === 'hafta';
  return (
    <ReportSection id="rapor-hesaplama" title="Hesaplama Aracı">
      <QueryContent query={query}>
        {(data) => (
          <>
            {data.by_type.length > 0 && (
              <BarChart
                height={240}
                xAxis={[{ scaleType: 'band', data: data.by_type.map((t) => typeLabel(t.key)) }]}
                series={[
                  { data: data.by_type.map((t) => t.count), label: 'Hesaplama', valueFormatter: (value) => formatCount(value ?? 0) },
                ]}
                hideLegend
                aria-label="Kredi türüne göre hesaplama grafiği"
              />
            )}
            <ReportTable
              title="Kredi türüne göre hesaplamalar"
              file="hesaplama-tur"
              range={range}
              header={['Kredi türü', 'Hesaplama']}
              rows={data.by_type.map((t) => [typeLabel(t.key), formatCount(t.count)])}
              csvRows={data.by_type.map((t) => [typeLabel(t.key), t.count])}
            />
            <ReportTable
              title="Tutar bandına göre hesaplamalar"
              file="hesaplama-bant"
              range={range}
              header={['Tutar bandı', 'Hesaplama']}
              rows={data.by_band.map((b) => [bandLabel(b.key), formatCount(b.count)])}
              csvRows={data.by_band.map((b) => [b.key, b.count])}
            />
            <ReportTable
              title={weekly ? 'Haftalara göre hesaplamalar' : 'Günlere göre hesaplamalar'}
              file="hesaplama-donem"
              range={range}
              header={[weekly ? 'Hafta' : 'Gün', 'Hesaplama']}
              rows={data.by_period.map((p) => [formatPeriod(p.key, weekly), formatCount(p.count)])}
              csvRows={data.by_period.map((p) => [p.key, p.count])}
            />
          </>
        )}
      </QueryContent>
    </ReportSection>
  );
}
