/**
 * Labels of the coded customer fields in the customer file (spec 2.17). The leads are written by this product's
 * own credit form, so a stored code means what the form's option meant: the labels come from the form's option
 * lists (spec 3 'Option values of the form'), not from a second table. Spec 3 also lists the display codes of an
 * earlier back end (SGK 0-5, last credit use 0-7); those do not match what our form stores, see docs/crm.md.
 */
import { KANUNI_TAKIP_OPTIONS, SGK_OPTIONS, SON_KREDI_OPTIONS, type FormOption } from '../users/creditFormOptions';

export const UNKNOWN_CODE_LABEL = 'Bilinmiyor';

function labelOf(options: readonly FormOption[], code: number | null | undefined): string {
  return options.find((o) => o.value === code)?.label ?? UNKNOWN_CODE_LABEL;
}

export function sgkStatusLabel(code: number | null | undefined): string {
  return labelOf(SGK_OPTIONS, code);
}

export function lastCreditUsageLabel(code: number | null | undefined): string {
  return labelOf(SON_KREDI_OPTIONS, code);
}

/** How long ago the legal follow-up was ('Yok' for none). */
export function legalFollowupLabel(code: number | null | undefined): string {
  return labelOf(KANUNI_TAKIP_OPTIONS, code);
}

/** Spec 2.17 shows legal follow-up as Var/Yok: 0 is none. */
export function hasLegalFollowup(code: number | null | undefined): boolean {
  return typeof code === 'number' && code !== 0;
}
