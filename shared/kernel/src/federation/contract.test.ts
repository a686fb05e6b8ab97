import { ownerOf, prefixMatches } from './contract';

const remotes = [
  { name: 'marketing', entry: 'm', routes: ['/', '/blog/*', '/hakkimizda', '/iletisim', '/kvkk'] },
  { name: 'credit_form', entry: 'c', routes: ['/form'] },
  { name: 'crm', entry: 'r', routes: ['/crm/*'] },
];

test.each([
  ['/', 'marketing'],
  ['/blog', 'marketing'],
  ['/blog/', 'marketing'],
  ['/blog/konut-kredisi', 'marketing'],
  ['/kvkk/', 'marketing'],
  ['/form', 'credit_form'],
  ['/crm', 'crm'],
  ['/crm/customer/42', 'crm'],
])('%s belongs to %s', (path, owner) => {
  expect(ownerOf(remotes, path)?.name).toBe(owner);
});

test.each(['/formlar', '/kvkk/extra', '/blogger', '/hizmetler', '/crmx'])('%s belongs to nobody (the shell 404)', (path) => {
  expect(ownerOf(remotes, path)).toBeUndefined();
});

test("'/*' covers everything; a more specific prefix still wins", () => {
  expect(prefixMatches('/*', '/anything/at/all')).toBe(true);
  expect(ownerOf([{ name: 'all', entry: 'a', routes: ['/*'] }, ...remotes], '/form')?.name).toBe('credit_form');
});
