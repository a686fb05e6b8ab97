import type { KvkkRequestBody, KvkkRequestFields, KvkkRequestType } from '@kredi/contracts/crm';
import { normalizeName, splitFullName, type RegisterBody } from '@kredi/contracts/users';

export type KvkkRequestValues = KvkkRequestFields;
export type KvkkRequestErrors = Partial<Record<keyof KvkkRequestValues, string>>;

export const EMPTY_KVKK_REQUEST: KvkkRequestValues = { name: '', phone: '', type: '', details: '' };

/** The fields in the order they are on the page: the first refused one takes the focus. */
export const KVKK_REQUEST_FIELD_ORDER: (keyof KvkkRequestValues)[] = ['name', 'phone', 'type', 'details'];

/** Texts of the page that are not the contract's rules. */
export const KVKK_REQUEST_TEXTS = {
  unknownError: 'Bilinmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  sendFailed: 'Başvurunuz gönderilemedi. Lütfen bağlantınızı kontrol edip tekrar deneyiniz; yazdıklarınız korunmaktadır.',
  fixFields: 'Lütfen işaretli alanları düzeltiniz.',
} as const;

/** What /register/ needs to send the code: the full name split at its last space, as the credit form's name is. */
export function toRegisterBody(values: KvkkRequestValues): RegisterBody {
  const { name, surname } = splitFullName(values.name);
  return { name, surname, phone: values.phone };
}

export function toKvkkRequestBody(values: KvkkRequestValues, proof: string): KvkkRequestBody {
  const details = values.details.trim();
  return {
    name: normalizeName(values.name),
    phone: values.phone,
    proof,
    type: values.type as KvkkRequestType,
    ...(details ? { details } : {}),
  };
}

/** The HTTP status of a failed call (RTK Query's error), if it had one. */
export const statusOf = (error: unknown): unknown => (error as { status?: unknown } | undefined)?.status;
