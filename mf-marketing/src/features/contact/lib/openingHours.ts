/** Opening hours (spec 9.1): weekdays 09:30-18:00, weekends closed. */
export const WEEKDAY_HOURS = '09:30-18:00';
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
