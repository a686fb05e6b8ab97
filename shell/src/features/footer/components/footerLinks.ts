/** Link columns of the footer. Pages not in the route table fall to the 404 page. */
export const FOOTER_COLUMNS = [
  {
    title: 'Hizmetlerimiz',
    links: [
      { to: '/hizmetler/kredi-danismanligi', label: 'Kredi Danışmanlığı' },
      { to: '/hizmetler/finans-danismanligi', label: 'Finans Danışmanlığı' },
      { to: '/hizmetler/banka-kredileri', label: 'Banka Kredileri' },
      { to: '/kredi-hesaplama', label: 'Kredi Hesaplama' },
    ],
  },
  {
    title: 'Kurumsal',
    links: [
      { to: '/hakkimizda', label: 'Hakkımızda' },
      { to: '/blog', label: 'Blog' },
      { to: '/iletisim', label: 'İletişim' },
      { to: '/bizi-arayin', label: 'Bizi Arayın' },
      { to: '/sss', label: 'SSS' },
    ],
  },
  {
    title: 'Yasal',
    links: [
      { to: '/kvkk', label: 'KVKK Aydınlatma Metni' },
      { to: '/gizlilik-politikasi', label: 'Gizlilik Politikası' },
      { to: '/kullanim-kosullari', label: 'Kullanım Koşulları' },
      { to: '/cerez-politikasi', label: 'Çerez Politikası' },
      { to: '/sikca-sorulan-sorular', label: 'Sıkça Sorulan Sorular' },
    ],
  },
] as const;
