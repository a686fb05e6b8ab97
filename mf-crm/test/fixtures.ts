import { json } from '@kredi/contracts/testing';
import type { CustomerDetail, CustomerListItem, DashboardStats } from '@kredi/contracts/crm';

export const LIST_ITEM: CustomerListItem = {
  id: 7,
  full_name: '<script>alert(1)</script> Şahin',
  city: 'İstanbul',
  age: 39,
  phone: '5321234567',
  findeks_score: 1499,
  recommended_limit: 150000,
  crm_stage: 'subeye_gelecek',
  durum_display: 'Şubeye Gelecek',
  birth_date: null,
  findeks_flag: false,
  sonraki_iletisim: null,
  atanan_personel_id: null,
};

export const STATS: DashboardStats = {
  toplam_musteri: 1234,
  aranacak_musteri: 400,
  subeye_gelecek_musteri: 25,
  bugunku_hatirlatma: 3,
  bekleyen_takip: 9,
  bekleyen_geri_arama: 1,
  bekleyen_iletisim: 2,
  geri_arama_talepleri: [
    {
      id: 11,
      phone_number: '<b>0555</b> 444 33 22',
      created_at: '2025-06-15T09:00:00Z',
      is_contacted: false,
      notes: '',
      musteri_id: null,
      sonuc: 'mesgul',
    },
    {
      id: 12,
      phone_number: '0532 000 00 00',
      created_at: '2025-06-14T09:00:00Z',
      is_contacted: true,
      notes: 'Personel tarafından arandı ve iletişime geçildi.',
      musteri_id: 7,
      sonuc: 'ulasildi',
    },
  ],
  iletisim_talepleri: [
    {
      id: 21,
      name: '<img src=x onerror=alert(1)>',
      phone: '',
      email: 'a@example.com',
      subject: 'Konu',
      message: 'Merhaba',
      created_at: '2025-06-15T09:00:00Z',
      is_read: false,
      is_replied: false,
      notes: '',
      musteri_id: null,
    },
    {
      id: 22,
      name: 'Elif',
      phone: '0532',
      email: 'e@example.com',
      subject: 'Konu 2',
      message: 'Selam',
      created_at: '2025-06-14T09:00:00Z',
      is_read: true,
      is_replied: true,
      notes: '',
      musteri_id: null,
    },
  ],
};

export const DETAIL: CustomerDetail = {
  ...LIST_ITEM,
  full_name: 'Ali Şahin',
  ad: 'Ali',
  soyad: 'Şahin',
  is_verified: true,
  is_blacklisted: true,
  callme: true,
  tc: '10000000146',
  birth_date: '1990-05-17',
  gender: 'Erkek',
  location: 'İstanbul',
  sgk_status: 2,
  legal_followup: 3,
  kvkk_is_verified: true,
  source: 'instagram',
  created_at: '2025-06-01T09:00:00Z',
  updated_at: '2025-06-02T09:00:00Z',
  current_account_limit: 999000,
  calculated_credit_limit: 200000,
  monthly_credit_payment: 9999,
  last_credit_usage: 3,
  last_3_months_credit_applications: 4,
  findeks_count: 0,
  findeks_flag: false,
  findeks_request_date: null,
  findeks_index: '0',
  home_index: '0',
  info_index: '0',
  user_id: 5,
  user_crm_id: null,
  ip: '203.0.113.9',
  atanan_personel_ad: null,
  reminding_sms_sent: false,
  crm_note: '',
  sonraki_iletisim: null,
  anonimlestirildi: null,
};

export const SIGNED_IN = {
  session: { crmToken: 'oturum-anahtari', personel: { id: 1, ad_soyad: 'Ayşe Demir', telefon: '05321112233' }, adminToken: null },
};

/**
 * What the login page and the dashboard ask besides what a test is about: no demo hint (outside demo mode), no
 * customers. A test spreads its own routes after these.
 */
export const PAGE_ROUTES = {
  'GET /api/crm/auth/demo-hint/': json({ message: 'Bulunamadı.' }, 404),
  'GET /api/crm/musteriler/': { results: [], next_cursor: null },
  'GET /api/crm/musteriler/sayi/': { toplam: 0, toplam_kesin: true },
  // The owner column and picker name the active staff.
  'GET /api/crm/personel/': { results: [] },
  // The list's saved views ('Görünümler').
  'GET /api/crm/gorunumler/': { results: [] },
  // The dashboard's flag of overdue KVKK requests.
  'GET /api/crm/kvkk-basvurulari/': { results: [], overdue: 0 },
};
