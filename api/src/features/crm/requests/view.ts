import { requestPhoneDisplay, type CallbackRequestItem, type ContactRequestItem } from '@kredi/contracts/crm';
import type { CallbackRequestRow, ContactRequestRow } from '../../../db/schema/index.js';

export function toCallbackItem(row: CallbackRequestRow): CallbackRequestItem {
  return {
    id: row.id,
    phone_number: requestPhoneDisplay(row.phoneNumber),
    created_at: row.createdAt.toISOString(),
    is_contacted: row.isContacted,
    notes: row.notes,
  };
}

export function toContactItem(row: ContactRequestRow): ContactRequestItem {
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
  };
}
