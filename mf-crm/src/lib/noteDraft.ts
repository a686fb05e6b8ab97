/**
 * The 'Yeni Not' draft of a customer, kept in this tab's sessionStorage on every keystroke: a session
 * that expires while a note is being written sends the staff member to sign in again, and the note is there when
 * they come back. Cleared when the note is saved or cancelled. sessionStorage ends with the tab, so a staff note
 * does not outlive the work on this device.
 */
export interface NoteDraft {
  notlar: string;
  yeni_durum: string;
  sonraki_iletisim: string;
}

const key = (customerId: number) => `crm.noteDraft.${customerId}`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readNoteDraft(customerId: number): NoteDraft | null {
  const text = storage()?.getItem(key(customerId));
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<NoteDraft>;
    return {
      notlar: String(value.notlar ?? ''),
      yeni_durum: String(value.yeni_durum ?? ''),
      sonraki_iletisim: String(value.sonraki_iletisim ?? ''),
    };
  } catch {
    return null;
  }
}

export function saveNoteDraft(customerId: number, draft: NoteDraft): void {
  const empty = !draft.notlar && !draft.yeni_durum && !draft.sonraki_iletisim;
  if (empty) storage()?.removeItem(key(customerId));
  else storage()?.setItem(key(customerId), JSON.stringify(draft));
}

export function clearNoteDraft(customerId: number): void {
  storage()?.removeItem(key(customerId));
}
