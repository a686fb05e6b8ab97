import { loginPathFor, safeReturnPath, sessionExpired } from './returnTo';

test('the login link carries the page to return to, and whether the session expired', () => {
  const path = loginPathFor('/crm/customer/41?sekme=takipler', true);
  const search = path.slice(path.indexOf('?'));
  expect(safeReturnPath(search)).toBe('/crm/customer/41?sekme=takipler');
  expect(sessionExpired(search)).toBe(true);
  expect(sessionExpired(loginPathFor('/crm/customer/41', false).split('?')[1]!)).toBe(false);
});

test.each(['https://evil.example/crm/x', '//evil.example', '/crm//evil.example', '/admin', '/crm/login?geri=/crm/x', '/crm/\\evil', ''])(
  'does not follow %s',
  (target) => expect(safeReturnPath(`?geri=${encodeURIComponent(target)}`)).toBe('/crm/dashboard'),
);
