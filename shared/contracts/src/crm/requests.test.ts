import { contactStatus, contactUpdateNote, nextContactState, requestPhoneDisplay } from './requests';

const state = (is_read: boolean, is_replied: boolean) => ({ is_read, is_replied });

test('read toggles, replying marks read and replied, and a replied request stays replied', () => {
  expect(nextContactState(state(false, false), state(true, false))).toEqual({ ok: true, next: state(true, false) });
  expect(nextContactState(state(true, false), state(false, false))).toEqual({ ok: true, next: state(false, false) });
  expect(nextContactState(state(false, false), state(false, true))).toEqual({ ok: true, next: state(true, true) });
  expect(nextContactState(state(true, true), state(true, true))).toEqual({ ok: true, next: state(true, true) });
  expect(nextContactState(state(true, true), state(false, false)).ok).toBe(false);
});

test('status labels and the fixed notes of each transition are the product texts', () => {
  expect(contactStatus(state(false, false))).toBe('yeni');
  expect(contactStatus(state(true, false))).toBe('okundu');
  expect(contactStatus(state(true, true))).toBe('yanitlandi');
  expect(contactUpdateNote(state(true, true))).toBe('Personel tarafından yanıtlandı.');
  expect(contactUpdateNote(state(true, false))).toBe('Durum güncellendi.');
});

test('a request phone is shown normalised when it holds a valid number, else as typed', () => {
  expect(requestPhoneDisplay('<b>0555</b> 444 33 22')).toBe('05554443322');
  expect(requestPhoneDisplay('+90 532 123 45 67')).toBe('05321234567');
  expect(requestPhoneDisplay(' 123 ')).toBe('123');
});
