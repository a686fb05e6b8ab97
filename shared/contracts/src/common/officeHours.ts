/**
 * The site's opening hours and Turkey's public holidays: one schedule for the contact page and the CRM's working-time
 * clock. Hours are Istanbul wall times ('HH:MM'). Holidays are data, one row per day, so a new year is a new block of
 * rows: the religious holidays move every year (Diyanet's published calendar), the others are fixed by law 2429.
 */

/** Monday-Friday (ISO weekdays 1-5) 09:30-18:00; Saturday and Sunday closed. */
export const OFFICE_HOURS = { open: '09:30', close: '18:00', weekdays: [1, 2, 3, 4, 5] as readonly number[] } as const;

/** A half-day holiday (the eve of a religious holiday, 28 October) ends the working day at 13:00. */
export const HALF_DAY_CLOSE = '13:00';

export interface PublicHoliday {
  /** Istanbul calendar day, 'YYYY-MM-DD'. */
  date: string;
  name: string;
  /** Only the morning is worked (until HALF_DAY_CLOSE). */
  halfDay?: true;
}

const fixed = (year: number): PublicHoliday[] => [
  { date: `${year}-01-01`, name: 'Yılbaşı' },
  { date: `${year}-04-23`, name: 'Ulusal Egemenlik ve Çocuk Bayramı' },
  { date: `${year}-05-01`, name: 'Emek ve Dayanışma Günü' },
  { date: `${year}-05-19`, name: "Atatürk'ü Anma, Gençlik ve Spor Bayramı" },
  { date: `${year}-07-15`, name: 'Demokrasi ve Millî Birlik Günü' },
  { date: `${year}-08-30`, name: 'Zafer Bayramı' },
  { date: `${year}-10-28`, name: 'Cumhuriyet Bayramı arifesi', halfDay: true },
  { date: `${year}-10-29`, name: 'Cumhuriyet Bayramı' },
];

/** Public holidays of 2026 and 2027. Add the next year's rows when its religious holidays are published. */
export const PUBLIC_HOLIDAYS: readonly PublicHoliday[] = [
  ...fixed(2026),
  { date: '2026-03-19', name: 'Ramazan Bayramı arifesi', halfDay: true },
  { date: '2026-03-20', name: 'Ramazan Bayramı 1. gün' },
  { date: '2026-03-21', name: 'Ramazan Bayramı 2. gün' },
  { date: '2026-03-22', name: 'Ramazan Bayramı 3. gün' },
  { date: '2026-05-26', name: 'Kurban Bayramı arifesi', halfDay: true },
  { date: '2026-05-27', name: 'Kurban Bayramı 1. gün' },
  { date: '2026-05-28', name: 'Kurban Bayramı 2. gün' },
  { date: '2026-05-29', name: 'Kurban Bayramı 3. gün' },
  { date: '2026-05-30', name: 'Kurban Bayramı 4. gün' },
  ...fixed(2027),
  { date: '2027-03-08', name: 'Ramazan Bayramı arifesi', halfDay: true },
  { date: '2027-03-09', name: 'Ramazan Bayramı 1. gün' },
  { date: '2027-03-10', name: 'Ramazan Bayramı 2. gün' },
  { date: '2027-03-11', name: 'Ramazan Bayramı 3. gün' },
  { date: '2027-05-15', name: 'Kurban Bayramı arifesi', halfDay: true },
  { date: '2027-05-16', name: 'Kurban Bayramı 1. gün' },
  { date: '2027-05-17', name: 'Kurban Bayramı 2. gün' },
  { date: '2027-05-18', name: 'Kurban Bayramı 3. gün' },
  { date: '2027-05-19', name: 'Kurban Bayramı 4. gün' },
];
