import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { rangeError } from '@kredi/contracts/reports';
import { AdminLayout } from '../../../components/AdminLayout';
import { CalculatorSection } from './CalculatorSection';
import { FunnelSection } from './FunnelSection';
import { LeadsSection } from './LeadsSection';
import { lastDays, RangePicker, type ReportRange } from './RangePicker';
import { StaffSection } from './StaffSection';
import { VitalsSection } from './VitalsSection';

/** /admin/raporlar: the consultancy's reports for a chosen range, each table with its CSV. */
export default function ReportsPage() {
  const [range, setRange] = useState<ReportRange>(() => lastDays(30));
  // The last valid range keeps showing while the picker holds an invalid one.
  const [shown, setShown] = useState(range);
  const change = (next: ReportRange) => {
    setRange(next);
    if (!rangeError(next.from, next.to)) setShown(next);
  };
  return (
    <AdminLayout title="Raporlar">
      <Stack spacing={3}>
        <RangePicker value={range} onChange={change} />
        <FunnelSection range={shown} />
        <LeadsSection range={shown} />
        <StaffSection range={shown} />
        <CalculatorSection range={shown} />
        <VitalsSection range={shown} />
      </Stack>
    </AdminLayout>
  );
}
