/**
 * The breakpoint from which the header shows its links, phone number and 'Hemen Başvur' in one line (about
 * 1100 px of content); below it the menu button opens the side sheet.
 */
export const DESKTOP_HEADER_FROM = 'lg';

/** The five public links of the header and the mobile sheet. */
export const NAV_LINKS = [
  { to: '/', label: 'Ana Sayfa' },
  { to: '/blog', label: 'Blog' },
  { to: '/hakkimizda', label: 'Hakkımızda' },
  { to: '/kredi-hesaplama', label: 'Kredi Hesaplama' },
  { to: '/iletisim', label: 'İletişim' },
] as const;

/** '/' is active only on the home page; other links also for their sub-pages (/blog/yazi). */
export function isLinkActive(to: string, pathname: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}
