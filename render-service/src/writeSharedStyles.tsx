// Part of the shell's build, after its webpack (shell/package.json `build`): the shell's static server serves what
// this writes. It renders the stylesheet every public page shares (docs/ssr.md "CSS: shared and inline"): the shell's
// chrome (header, footer, chat button, the theme's global styles) around the shell's own 404 page and, at every path
// of the main menu (its active link), around the components several pages share (sharedStyleSamples.tsx), exactly
// as the render service does (same code, production React and Emotion), and writes their rules as
// shell/dist/assets/<hash>.css (cached for good: the name changes with the content) and the ids the composer leaves
// out of a page's inline CSS as shell/dist/server/shared-styles.json.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { defaultSiteConfig, type RemoteManifestEntry, type RemoteRoutesModule } from '@kredi/kernel';
import { dedupedCss } from './dedupedCss';
import { SHARED_STYLES_FILE, type SharedStylesheet, type StyleRule } from './criticalStyles';
import { renderPage } from './renderPage';
import { SharedStyleSamples } from './sharedStyleSamples';
import { shellBuildFile } from './shellBuild';
import { NAV_LINKS } from '../../shell/src/features/header/lib/navLinks';

/** No remote owns it: the chrome around the shell's 404 page. */
const NOT_FOUND_PATH = '/__ortak-stiller';
/** Owns the menu's paths in these renders only: the chrome with each active link around the shared samples. */
const SAMPLES: RemoteManifestEntry = { name: 'ortak-stiller', entry: 'about:blank', routes: NAV_LINKS.map((link) => link.to) };
const samplesModule: RemoteRoutesModule = {
  routes: NAV_LINKS.map((link) => ({ path: link.to, chrome: 'public', Component: SharedStyleSamples })),
};

async function renderStyles(url: string) {
  const owned = url !== NOT_FOUND_PATH;
  const page = await renderPage({
    url,
    publicOrigin: 'http://localhost',
    manifest: owned ? [SAMPLES] : [],
    remote: owned ? { name: SAMPLES.name, module: samplesModule } : undefined,
    siteConfig: defaultSiteConfig,
    api: { origin: 'http://127.0.0.1:9', fetchFn: () => Promise.reject(new Error('no data while building')) },
    dataSignal: new AbortController().signal,
    renderSignal: () => AbortSignal.timeout(60_000),
  });
  return page.styles;
}

/** Rules by id, in the order they first appeared. */
function union(lists: StyleRule[][]): StyleRule[] {
  const byId = new Map<string, StyleRule>();
  for (const rule of lists.flat()) if (!byId.has(rule.id)) byId.set(rule.id, rule);
  return [...byId.values()];
}

async function main() {
  if (process.env.NODE_ENV !== 'production') throw new Error('NODE_ENV=production: class names differ in development');
  globalThis.DOMParser = new JSDOM('').window.DOMParser;
  const dist = path.resolve(process.argv[2] ?? shellBuildFile());
  const renders = [];
  // One at a time: each render has its own store and Emotion cache.
  for (const url of [NOT_FOUND_PATH, ...NAV_LINKS.map((link) => link.to)]) renders.push(await renderStyles(url));
  const key = renders[0]!.key;
  const globals = union(renders.map((styles) => styles.globals));
  const regular = union(renders.map((styles) => styles.regular));
  const css = [...globals.map((rule) => rule.css), dedupedCss(key, regular)].join('\n');
  // As long as the chunks' content hashes (tooling/webpack/contentHash.mjs).
  const name = `${createHash('sha256').update(css).digest('hex').slice(0, 12)}.css`;
  for (const dir of ['assets', 'server']) fs.mkdirSync(path.join(dist, dir), { recursive: true });
  fs.writeFileSync(path.join(dist, 'assets', name), css);
  const shared: SharedStylesheet = {
    href: `/assets/${name}`,
    ids: regular.map((rule) => rule.id),
    globals: globals.map((rule) => rule.id),
  };
  fs.writeFileSync(path.join(dist, 'server', SHARED_STYLES_FILE), JSON.stringify(shared));
  console.log(`[shared styles] ${shared.href}: ${css.length} bytes, ${shared.ids.length} rules, ${shared.globals.length} global styles`);
}

main().catch((error: unknown) => {
  console.error('[shared styles] failed:', error);
  process.exit(1);
});
