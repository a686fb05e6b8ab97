/*
 * What the site may store or send about a visit only with the visitor's consent (the KVKK Board's cookie guide asks
 * for consent before anything that is not strictly necessary). The list, the names and the descriptions the visitor
 * reads are here once: the shell's banner shows them, and each remote gates its own non-essential part by them.
 */

import type { ConsentCategory } from './consentChoice';

export interface ConsentCategoryInfo {
  id: ConsentCategory | 'zorunlu';
  /** The name the banner shows. */
  ad: string;
  /** What it covers, in the visitor's words. */
  aciklama: string;
  /** Always on and not a choice (strictly necessary). */
  zorunlu: boolean;
}

export const CONSENT_CATEGORIES: readonly ConsentCategoryInfo[] = [
  {
    id: 'zorunlu',
    ad: 'Zorunlu',
    aciklama:
      'Sitenin çalışması ve talep ettiğiniz hizmetler için gereklidir: çerez tercihinizin kaydı, personel oturumları ve sayfanın bir bölümü yüklenemediğinde gönderilen, ziyaret bilgisi içermeyen hata bildirimi. Kapatılamaz.',
    zorunlu: true,
  },
  {
    id: 'islevsel',
    ad: 'İşlevsel',
    aciklama: 'Kredi hesaplama aracında yaptığınız son hesaplamanın, bir sonraki ziyaretinizde gösterilmek üzere bu tarayıcıda saklanması.',
    zorunlu: false,
  },
  {
    id: 'istatistik',
    ad: 'Performans ve istatistik',
    aciklama:
      'Sayfaların açılma hızının ve başvuru formunun hangi adımına kadar ilerlendiğinin, kişiyle ilişkilendirilmeden ölçülmesi; blog yazılarının okunma sayıları.',
    zorunlu: false,
  },
  {
    id: 'harita',
    ad: 'Harita ve üçüncü taraf içerik',
    aciklama:
      'İletişim sayfasındaki şube haritasının OpenStreetMap sunucularından yüklenmesi. Harita yüklendiğinde tarayıcınız IP adresinizi ve tarayıcı bilgisini OpenStreetMap’e iletir.',
    zorunlu: false,
  },
];
