import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { CONTENT_PAGES, CONTENT_PAGE_REDIRECTS } from '@kredi/contracts/content-pages';
import { prefixMatches } from '@kredi/kernel';
import { routes } from './routes';

const registry = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../remotes.registry.json'), 'utf8')) as {
  remotes: { name: string; routes: string[] }[];
};
const prefixes = registry.remotes.find((remote) => remote.name === 'marketing')!.routes;

describe('marketing routes', () => {
  it('has a server-rendered page with its data for every content page, and the manifest gives the path to this remote', () => {
    for (const page of CONTENT_PAGES) {
      const route = matchRoutes(routes, page.path)?.at(-1)?.route;
      expect(route?.path).toBe(page.path);
      expect(route).toMatchObject({ chrome: 'public' });
      expect(route?.Component && route.prefetch).toBeTruthy();
      expect(prefixes.some((prefix) => prefixMatches(prefix, page.path))).toBe(true);
    }
  });

  it("answers the FAQ's other address with a public redirect (the render service makes it a 301)", () => {
    for (const redirect of CONTENT_PAGE_REDIRECTS) {
      expect(matchRoutes(routes, redirect.from)?.at(-1)?.route).toMatchObject({ chrome: 'public', redirectTo: redirect.to });
      expect(prefixes.some((prefix) => prefixMatches(prefix, redirect.from))).toBe(true);
    }
  });

  it('has the KVKK request form at /kvkk/basvuru, server-rendered with the public chrome, given to this remote by the manifest', () => {
    expect(matchRoutes(routes, '/kvkk/basvuru')?.at(-1)?.route).toMatchObject({ path: '/kvkk/basvuru', chrome: 'public' });
    expect(prefixes.some((prefix) => prefixMatches(prefix, '/kvkk/basvuru'))).toBe(true);
  });
});
