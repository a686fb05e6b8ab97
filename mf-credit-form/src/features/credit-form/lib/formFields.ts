import {
  AYLIK_ODEME_OPTIONS,
  BASVURU_ADEDI_OPTIONS,
  FINDEKS_OPTIONS,
  KANUNI_TAKIP_OPTIONS,
  MEVCUT_LIMIT_OPTIONS,
  PROVINCE_OPTIONS,
  SGK_OPTIONS,
  SON_KREDI_OPTIONS,
  YAS_OPTIONS,
  type FormOption,
} from '@kredi/contracts/users';
import type { CreditFormValues } from './creditFormValues';
import { MESSAGES } from './formMessages';

export interface SelectFieldSpec {
  name: keyof CreditFormValues;
  label: string;
  /** The 'Bu bilgiyi neden istiyoruz?' answer for this field. */
  info: string;
  options: ReadonlyArray<FormOption<string | number>>;
}

/** Step 2: the eight required selects, option values from the shared rules. */
export const PERSONAL_SELECTS: readonly SelectFieldSpec[] = [
  { name: 'yas', label: 'Yaş Aralığınız', info: MESSAGES.ageNotice, options: YAS_OPTIONS },
  {
    name: 'sehir',
    label: 'Yaşadığınız İl',
    info: 'Bankaların kredi koşulları ve kampanyaları bulunduğunuz ile göre değişebilir.',
    options: PROVINCE_OPTIONS,
  },
  {
    name: 'sgk',
    label: 'Çalışma Durumunuz (SGK)',
    info: 'Çalışma durumunuz, bankaların gelir ve ödeme gücü değerlendirmesinde kullanılır.',
    options: SGK_OPTIONS,
  },
  {
    name: 'kanuni_takip',
    label: 'Kanuni Takip Durumunuz',
    info: 'Geçmişteki kanuni takipler bankaların kredi kararını doğrudan etkiler.',
    options: KANUNI_TAKIP_OPTIONS,
  },
  {
    name: 'son_kredi_tarihi',
    label: 'Son Kredi Kullanımınız',
    info: 'Son kredi kullanımınız, kredi geçmişinizin ne kadar güncel olduğunu gösterir.',
    options: SON_KREDI_OPTIONS,
  },
  {
    name: 'mevcut_limit',
    label: 'Kredi Kartı ve KMH Limitleriniz Toplamı',
    info: 'Mevcut kart ve kredili mevduat hesabı limitleriniz, yeni limit hesabında toplam borçluluğunuzu gösterir.',
    options: MEVCUT_LIMIT_OPTIONS,
  },
  {
    name: 'aylik_odeme',
    label: 'Aylık Kredi Ödemeleriniz',
    info: 'Aylık ödemeleriniz, ek bir krediyi ne kadar rahat ödeyebileceğinizi hesaplamamıza yardımcı olur.',
    options: AYLIK_ODEME_OPTIONS,
  },
  {
    name: 'basvuru_adedi',
    label: 'Son 3 Aydaki Kredi Başvurusu Sayınız',
    info: 'Kısa sürede yapılan çok sayıda başvuru bankaların değerlendirmesini olumsuz etkileyebilir.',
    options: BASVURU_ADEDI_OPTIONS,
  },
];

/** Step 3: the Findeks select. */
export const FINDEKS_SELECT: SelectFieldSpec = {
  name: 'findeks',
  label: 'Findeks Kredi Notunuz',
  info: 'Findeks kredi notunuz, bankaların size sunacağı limiti belirleyen en önemli ölçüttür. Bilmiyorsanız sizin için öğrenebiliriz.',
  options: FINDEKS_OPTIONS,
};

/** Why the remaining fields are asked. */
export const FIELD_INFO = {
  telefon: 'Doğrulama kodunu SMS ile göndermek ve kredi limitinizi size iletmek için telefon numaranıza ihtiyacımız var.',
  dogum_tarihi: 'Findeks raporunuzu sizin adınıza talep ederken kimliğinizi doğrulamak için doğum tarihiniz gereklidir.',
  tc_kimlik: 'Findeks raporunuzu sizin adınıza sorgulayabilmemiz için T.C. kimlik numaranız gereklidir.',
} as const;
