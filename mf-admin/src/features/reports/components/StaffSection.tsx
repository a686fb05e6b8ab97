import { CRM_STAGES } from '@kredi/contracts/crm';
import { QueryContent } from '../../../components/QueryContent';
import { useGetStaffReportQuery } from '../api/reportsApi';
import { formatCount, formatMinutes, stageLabel } from '../lib/format';
import type { ReportRange } from './RangePicker';
import { ReportSection } from './ReportSection';
import { ReportTable } from './ReportTable';
import { FirstResponseTable } from './FirstResponseTable';

/** Leads each staff member contacted first, the median time to that contact, and where those leads stand now. */
export function StaffSection({ range }: { range: ReportRange }) {
  const query = useGetStaffReportQuery(range);
  const header = ['Personel', 'İlk teması yaptığı başvuru', 'Ortanca ilk temas süresi', ...CRM_STAGES.map(stageLabel)];
  return (
    <ReportSection
      id="rapor-personel"
      title="Personel"
      note="Bir başvurunun ilk takip notu ilk temas sayılır; aşamalar başvurunun bugünkü durumudur. İlk yanıt tablosu yalnızca çalışma saatlerini sayar ve kaydı geldiğinde sorumlu olan kişiye yazar."
    >
      <QueryContent query={query}>
        {(data) => (
          <ReportTable
            title="Personel rakamları"
            file="personel"
            range={range}
            header={header}
            rows={data.map((p) => [
              p.name,
              formatCount(p.handled),
              formatMinutes(p.median_first_contact_minutes),
              ...CRM_STAGES.map((s) => formatCount(p.outcomes[s] ?? 0)),
            ])}
            csvRows={data.map((p) => [p.name, p.handled, p.median_first_contact_minutes, ...CRM_STAGES.map((s) => p.outcomes[s] ?? 0)])}
          />
        )}
      </QueryContent>
      <FirstResponseTable range={range} />
    </ReportSection>
  );
}
