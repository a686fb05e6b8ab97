// The shell's build, after webpack (shell/package.json `build`): writes the stylesheet every public page shares
// (docs/ssr.md "CSS: shared and inline"). It renders the shell's chrome (header, footer, chat button, the theme's
// global styles) around the shell's own 404 page, exactly as the render service does (same code, production
// React and Emotion), and writes its rules as dist/assets/<hash>.css (cached for good: the name changes with the
// content) and the ids the composer leaves out of a page's inline CSS as dist/server/shared-styles.json.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { defaultSiteConfig } from '@kredi/kernel';
import { dedupedCss } from './dedupedCss';
import { SHARED_STYLES_FILE, type SharedStylesheet } from './criticalStyles';
import { renderPage } from './renderPage';

async function main() {
  if (process.env.NODE_ENV !== 'production') throw new Error('NODE_ENV=production: class names differ in development');
  globalThis.DOMParser = new JSDOM('').window.DOMParser;
  const dist = path.resolve(process.argv[2] ?? 'dist');
  const page = await renderPage({
    // No remote owns it: the chrome around the shell's 404 page.
    url: '/__ortak-stiller',
    publicOrigin: 'http://localhost',
    manifest: [],
    siteConfig: defaultSiteConfig,
    api: { origin: 'http://127.0.0.1:9', fetchFn: () => Promise.reject(new Error('no data while building')) },
    dataSignal: new AbortController().signal,
    renderSignal: () => AbortSignal.timeout(60_000),
  });
  const { globals, regular, key } = page.styles;
  const css = [...globals.map((rule) => rule.css), dedupedCss(key, regular)].join('\n');
  const name = `${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
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
