/**
 * Version of the KVKK privacy notice (aydınlatma metni) shown on /kvkk and in the credit form.
 * Stored with each consent as proof of which text the person saw; change it whenever the notice text changes.
 */
export const KVKK_NOTICE_VERSION = '2026-11-24';

/** The day the notice was first published: shown beside the current revision's date, which changes with each version. */
export const KVKK_NOTICE_FIRST_PUBLISHED = '2025-04-04';

/** '2025-04-04' -> '04.04.2025', the date as the notice prints it. */
export function kvkkNoticeDateTR(version: string = KVKK_NOTICE_VERSION): string {
  const [year, month, day] = version.split('-');
  return `${day}.${month}.${year}`;
}
