// The one edge definition (scripts/lib/edge.ts): compose's nginx configs are generated from it and checked in, and its
// route table sends each path where both gateways send it.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { API_PREFIXES, edgePathOf, edgeRouteOf, remoteOriginsForCsp, siteContentSecurityPolicy } from '../../scripts/lib/edge';
import { generatedEdgeFiles } from '../../scripts/lib/edgeNginx';
import { repoRoot } from '../../scripts/lib/layout';
import { evalMap, parseNginx } from './nginxConf';

describe('the edge definition', () => {
  test('the checked-in nginx configs are what scripts/generate-edge.ts writes (run it after changing the edge)', () => {
    for (const [file, text] of Object.entries(generatedEdgeFiles())) {
      assert.equal(readFileSync(path.join(repoRoot, file), 'utf8'), text, `${file} is out of date: npx tsx scripts/generate-edge.ts`);
    }
  });

  test("nginx's site CSP with remote origins (CSP_REMOTE_ORIGINS) is the Node gateway's for the same origins", () => {
    const origins = ['https://mf.kredi.example', 'https://mf2.kredi.example'];
    const template = generatedEdgeFiles()['deploy/gateway/default.conf.template'].replaceAll('${CSP_REMOTE_ORIGINS}', origins.join(' '));
    const tree = parseNginx(template);
    const remotes = evalMap(tree, '$csp_remote_origins', origins.join(' '));
    const csp = evalMap(tree, '$edge_content_security_policy', '/kredi-hesaplama')?.replaceAll('$csp_remote_origins', remotes ?? '');
    assert.equal(csp, siteContentSecurityPolicy(remoteOriginsForCsp(origins)));
    assert.equal(evalMap(tree, '$csp_remote_origins', ''), '', 'no origins: nothing added');
  });

  test('the route table: the API, its microcache and stream, the remotes, what is never public, pages and files', () => {
    const where = (p: string) => {
      const route = edgeRouteOf(p);
      if (route.file) return 'file';
      if (route.target.kind === 'remote') return `remote ${route.target.remote.segment}`;
      if (route.target.kind === 'remote-file') return `remote ${route.target.remote.segment} ${route.target.file}`;
      return route.target.kind;
    };
    assert.deepEqual(API_PREFIXES, ['/api', '/sitemap.xml', '/robots.txt']);
    for (const [p, expected] of [
      ['/api/health', 'api'],
      ['/api/media/blog/a.png', 'api'],
      ['/robots.txt', 'api'],
      ['/sitemap.xml', 'api'],
      ['/remotes.json', 'manifest'],
      ['/remotes/crm/remoteEntry.js', 'remote crm'],
      ['/remotes/yok/remoteEntry.js', 'not-found'],
      ['/__composer/metrics', 'not-found'],
      ['/main.js', 'file'],
      ['/config.json', 'file'],
      ['/', 'page'],
      ['/blog/bir-yazi', 'page'],
      // The installable CRM: its worker at /crm/ (so its scope is /crm/), manifest and icons, from mf-crm's build.
      ['/crm/sw.js', 'remote crm pwa/sw.js'],
      ['/crm/manifest.webmanifest', 'remote crm pwa/manifest.webmanifest'],
      ['/crm/icon-512.png', 'remote crm pwa/icon-512.png'],
      ['/crm/yok.js', 'file'],
      ['/crm/customer/7', 'page'],
    ] as const) {
      assert.equal(where(p), expected, p);
    }
    const microcache = edgeRouteOf('/api/blog-api/posts/').target;
    assert.ok(microcache.kind === 'api' && microcache.microcache);
    const stream = edgeRouteOf('/api/crm/canli/').target;
    assert.ok(stream.kind === 'api' && stream.stream);
    const upload = edgeRouteOf('/api/admin/blog/images/').target;
    assert.ok(upload.kind === 'api' && upload.bodyLimitBytes === 2 * 1024 * 1024);
    // As nginx's $uri: percent-escapes decoded, no query string.
    assert.equal(edgePathOf('/%5F%5Fcomposer/metrics?x=1'), '/__composer/metrics');
    assert.equal(edgePathOf('/%E0%A4%A'), '/%E0%A4%A');
  });
});
