import { SMS_CODE_LENGTH } from '@kredi/contracts/users';

/** One entry per code box. */
export type SmsDigits = string[];

export const emptySmsDigits = (): SmsDigits => Array.from({ length: SMS_CODE_LENGTH }, () => '');

/**
 * Writes `typed` digits into the boxes from `index` on; returns the new boxes and the box to focus next.
 * A whole code (4 digits or more, e.g. pasted or auto-filled) always fills the boxes from the first.
 */
export function fillSmsDigits(digits: SmsDigits, index: number, typed: string): { digits: SmsDigits; focus: number } {
  const incoming = typed.replace(/\D/g, '');
  if (!incoming) return { digits, focus: index };
  const start = incoming.length >= SMS_CODE_LENGTH ? 0 : index;
  const next = [...digits];
  let position = start;
  for (const digit of incoming.slice(0, SMS_CODE_LENGTH - start)) next[position++] = digit;
  return { digits: next, focus: Math.min(position, SMS_CODE_LENGTH - 1) };
}

/** What the page did with a submitted code: 'wrong' empties the boxes silently, the others keep them. */
export type SmsSubmitOutcome = 'verified' | 'wrong' | 'failed';
