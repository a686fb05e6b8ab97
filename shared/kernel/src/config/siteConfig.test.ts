import { defaultSiteConfig, mergeSiteConfig } from './siteConfig';

test('defaults are fictional: example.com addresses and a placeholder 0850 number', () => {
  expect(defaultSiteConfig.email).toMatch(/@example\.com$/);
  expect(defaultSiteConfig.phone).toMatch(/^0850 /);
  for (const url of Object.values(defaultSiteConfig.social)) expect(new URL(url).hostname).toMatch(/example\.com$/);
});

test('an override replaces only well-typed fields', () => {
  const merged = mergeSiteConfig({ phone: '0850 222 22 22', email: 42, social: { tiktok: 'https://t.example.com' } });
  expect(merged.phone).toBe('0850 222 22 22');
  expect(merged.email).toBe(defaultSiteConfig.email);
  expect(merged.social.tiktok).toBe('https://t.example.com');
  expect(mergeSiteConfig('nonsense')).toEqual(defaultSiteConfig);
});
