import { OFFICE_HOURS } from '@kredi/contracts/common';

/** Opening hours: weekdays 09:30-18:00, weekends closed; the same schedule runs the CRM's first-response clock. */
export const WEEKDAY_HOURS = `${OFFICE_HOURS.open}-${OFFICE_HOURS.close}`;
export const CLOSED = 'Kapalı';

export const WEEKLY_SCHEDULE: readonly { day: string; hours: string }[] = [
  { day: 'Pazartesi', hours: WEEKDAY_HOURS },
  { day: 'Salı', hours: WEEKDAY_HOURS },
  { day: 'Çarşamba', hours: WEEKDAY_HOURS },
  { day: 'Perşembe', hours: WEEKDAY_HOURS },
  { day: 'Cuma', hours: WEEKDAY_HOURS },
  { day: 'Cumartesi', hours: CLOSED },
  { day: 'Pazar', hours: CLOSED },
];
