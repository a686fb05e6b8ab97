import { siteUrlFromEnv } from './renderServiceProtocol';

describe('siteUrlFromEnv', () => {
  it('names the site from SITE_URL, as its origin', () => {
    expect(siteUrlFromEnv({ SITE_URL: 'https://kredi.example/' })).toBe('https://kredi.example');
    expect(siteUrlFromEnv({ SITE_URL: ' http://localhost:8080 ' })).toBe('http://localhost:8080');
  });

  it('refuses to guess: without SITE_URL, or with one that is not an http(s) address, the service does not start', () => {
    expect(() => siteUrlFromEnv({})).toThrow(/SITE_URL is not set/);
    expect(() => siteUrlFromEnv({ SITE_URL: '  ' })).toThrow(/SITE_URL is not set/);
    expect(() => siteUrlFromEnv({ SITE_URL: 'kredi.example' })).toThrow(/not an absolute URL/);
    expect(() => siteUrlFromEnv({ SITE_URL: 'javascript:alert(1)' })).toThrow(/http\(s\)/);
  });
});
