import { CALL_OUTCOMES, CALL_OUTCOME_LABELS, isCallOutcome, outcomeClosesRequest } from './callOutcomes';
import { liveDisplayName, liveNotice } from './live';

test('a notice names a first name and an initial only', () => {
  expect(liveDisplayName('Ayşe Nur', 'Işık')).toBe('Ayşe I.');
  expect(liveDisplayName('ali', 'şahin')).toBe('ali Ş.');
  expect(liveDisplayName('Mehmet', '')).toBe('Mehmet');
  const base = { musteri_id: 1, ad: 'Ayşe K.', personel_id: null, kim: '' };
  expect(liveNotice({ ...base, tur: 'yeni_musteri' })).toBe('Yeni müşteri: Ayşe K.');
  expect(liveNotice({ ...base, tur: 'geri_arama' })).toBe('Yeni geri arama talebi');
  expect(liveNotice({ ...base, tur: 'degisiklik', kim: 'Demo Personel' })).toBe('Demo Personel, #1 numaralı müşterinin kaydını güncelledi');
  expect(liveNotice({ ...base, tur: 'degisiklik', kim: 'Demo Personel', musteri_id: null })).toBe(
    'Demo Personel müşteri kayıtlarını güncelledi',
  );
});

test("the four call outcomes; 'Ulaşıldı' and 'Yanlış numara' close a callback request", () => {
  expect(CALL_OUTCOMES.map((o) => CALL_OUTCOME_LABELS[o])).toEqual(['Ulaşıldı', 'Ulaşılamadı', 'Meşgul', 'Yanlış numara']);
  expect(CALL_OUTCOMES.filter(outcomeClosesRequest)).toEqual(['ulasildi', 'yanlis_numara']);
  expect(isCallOutcome('mesgul')).toBe(true);
  expect(isCallOutcome('belki')).toBe(false);
});
