import { requestPhoneDisplay, type CallbackRequestItem, type ContactRequestItem } from '@kredi/contracts/crm';
import type { CallbackRequestRow, ContactRequestRow } from '../../../db/schema/index.js';
import { phoneKey } from './phoneMatch.js';

/** `customers`: phone key -> newest customer id (phoneMatch.ts customersByPhone). */
export function toCallbackItem(row: CallbackRequestRow, customers: ReadonlyMap<string, number> = new Map()): CallbackRequestItem {
  return {
    id: row.id,
    phone_number: requestPhoneDisplay(row.phoneNumber),
    created_at: row.createdAt.toISOString(),
    is_contacted: row.isContacted,
    notes: row.notes,
    musteri_id: customers.get(phoneKey(row.phoneNumber)) ?? null,
    sonuc: row.lastOutcome,
  };
}

export function toContactItem(row: ContactRequestRow, customers: ReadonlyMap<string, number> = new Map()): ContactRequestItem {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone ? requestPhoneDisplay(row.phone) : '',
    email: row.email,
    subject: row.subject,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    is_read: row.isRead,
    is_replied: row.isReplied,
    notes: row.notes,
    musteri_id: row.phone ? (customers.get(phoneKey(row.phone)) ?? null) : null,
  };
}
