import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { KeyCount, LeadsReport } from '@kredi/contracts/reports';
import { leadSourceLabel } from '@kredi/contracts/users';
import { QueryContent } from '../../../components/QueryContent';
import { useGetLeadsReportQuery } from '../api/reportsApi';
import { formatCount, formatMinutes, formatPercent, formatPeriod, formatShortDay, stageLabel } from '../lib/format';
import type { ReportRange } from './RangePicker';
import { ReportSection } from './ReportSection';
import { ReportTable } from './ReportTable';

const share = (count: number, total: number) => (total === 0 ? null : Math.round((count / total) * 1000) / 10);

function countTable(
  title: string,
  file: string,
  column: string,
  items: KeyCount[],
  total: number,
  range: ReportRange,
  label = (key: string) => key,
) {
  return (
    <ReportTable
      title={title}
      file={file}
      range={range}
      header={[column, 'Başvuru', 'Pay']}
      rows={items.map((item) => [label(item.key), formatCount(item.count), formatPercent(share(item.count, total))])}
      csvRows={items.map((item) => [label(item.key), item.count, share(item.count, total)])}
    />
  );
}

function LeadsTables({ data, range }: { data: LeadsReport; range: ReportRange }) {
  const weekly = range.group === 'hafta';
  const conversion = share(data.converted, data.total);
  const requests = [
    ['Geri arama talepleri', data.callbacks],
    ['İletişim mesajları', data.contacts],
  ] as const;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        <Typography>
          Toplam başvuru: <strong>{formatCount(data.total)}</strong>
        </Typography>
        <Typography>
          'Şubeye Gelecek' dönüşümü: <strong>{formatPercent(conversion)}</strong> ({formatCount(data.converted)})
        </Typography>
      </Box>
      {data.by_period.length > 1 && (
        <LineChart
          height={260}
          xAxis={[{ scaleType: 'point', data: data.by_period.map((p) => (weekly ? formatShortDay(p.key) : formatShortDay(p.key))) }]}
          // From 0 (a count's axis starting at 2 made a small change look steep), up to a round figure above the
          // highest count, and straight segments: a smoothed curve rose above the top of the chart between points.
          yAxis={[{ min: 0, domainLimit: 'nice', tickMinStep: 1 }]}
          series={[
            {
              data: data.by_period.map((p) => p.count),
              label: 'Başvuru',
              curve: 'linear',
              valueFormatter: (value) => formatCount(value ?? 0),
            },
          ]}
          hideLegend
          aria-label="Dönemlere göre başvuru grafiği"
        />
      )}
      <ReportTable
        title={weekly ? 'Haftalara göre başvurular' : 'Günlere göre başvurular'}
        file="basvuru-donem"
        range={range}
        header={[weekly ? 'Hafta' : 'Gün', 'Başvuru']}
        rows={data.by_period.map((p) => [formatPeriod(p.key, weekly), formatCount(p.count)])}
        csvRows={data.by_period.map((p) => [p.key, p.count])}
      />
      {countTable('Aşamaya göre', 'basvuru-asama', 'Aşama', data.by_stage, data.total, range, stageLabel)}
      {countTable('Şehre göre', 'basvuru-sehir', 'Şehir', data.by_city, data.total, range)}
      {countTable('Skor bandına göre', 'basvuru-skor', 'Skor bandı', data.by_score_band, data.total, range)}
      {countTable('Kaynağa göre', 'basvuru-kaynak', 'Kaynak', data.by_source, data.total, range, leadSourceLabel)}
      <ReportTable
        title="Taleplerin yanıtlanma hızı"
        file="talep-hizi"
        range={range}
        header={['Talep', 'Toplam', 'Yanıtlanan', 'Ortanca yanıt süresi']}
        rows={requests.map(([label, r]) => [label, formatCount(r.total), formatCount(r.answered), formatMinutes(r.median_minutes)])}
        csvRows={requests.map(([label, r]) => [label, r.total, r.answered, r.median_minutes])}
      />
    </>
  );
}

/** Leads by period, stage, city, score band and source; conversion to 'Şubeye Gelecek'; how fast requests were answered. */
export function LeadsSection({ range }: { range: ReportRange }) {
  const query = useGetLeadsReportQuery(range);
  return (
    <ReportSection id="rapor-basvuru" title="Başvurular ve Sonuçları">
      <QueryContent query={query}>{(data) => <LeadsTables data={data} range={range} />}</QueryContent>
    </ReportSection>
  );
}
