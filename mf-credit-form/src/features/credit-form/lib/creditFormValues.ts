import { FINDEKS_UNKNOWN } from '@kredi/contracts/users';

/** The credit form's state, every select kept as the option value string until submit. */
export interface CreditFormValues {
  ad: string;
  soyad: string;
  /** Ten digits without the leading 0; shown behind a +90 prefix. */
  telefon: string;
  kvkkOnay: boolean;
  /** The separate, optional commercial-message opt-ins (unticked; the application does not depend on them). */
  ticariSms: boolean;
  ticariArama: boolean;
  yas: string;
  sehir: string;
  sgk: string;
  kanuni_takip: string;
  son_kredi_tarihi: string;
  mevcut_limit: string;
  aylik_odeme: string;
  basvuru_adedi: string;
  findeks: string;
  /** DD/MM/YYYY, asked only when the Findeks score is unknown. */
  dogum_tarihi: string;
  cinsiyet: string;
  tc_kimlik: string;
  adSoyad: string;
}

export const initialCreditFormValues: CreditFormValues = {
  ad: '',
  soyad: '',
  telefon: '',
  kvkkOnay: false,
  ticariSms: false,
  ticariArama: false,
  yas: '',
  sehir: '',
  sgk: '',
  kanuni_takip: '',
  son_kredi_tarihi: '',
  mevcut_limit: '',
  aylik_odeme: '',
  basvuru_adedi: '',
  findeks: '',
  dogum_tarihi: '',
  cinsiyet: '',
  tc_kimlik: '',
  adSoyad: '',
};

/** The findeks choice "I don't know my score, look it up": it asks for identity details instead. */
export const isFindeksUnknown = (findeks: string): boolean => findeks === String(FINDEKS_UNKNOWN);

/** Fields that exist only while the Findeks score is unknown; any other choice empties them. */
export const FINDEKS_IDENTITY_FIELDS = ['dogum_tarihi', 'cinsiyet', 'tc_kimlik', 'adSoyad'] as const;

export type StepNumber = 1 | 2 | 3 | 4;
export const STEP_COUNT = 4;
