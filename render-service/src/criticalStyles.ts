import type { EmotionCache } from '@emotion/cache';
import { dedupedCss } from './dedupedCss';

/** One Emotion rule set a render used: its id (a class name's hash, or a global style's name) and its CSS. */
export interface StyleRule {
  id: string;
  css: string;
}

/** What a server render used of Emotion's cache, rule by rule (what @emotion/server's extractCriticalToChunks
 * gathers, without concatenating it), in insertion order. */
export interface UsedStyles {
  key: string;
  /** Class rules, each referenced by the HTML as `<key>-<id>`. */
  regular: StyleRule[];
  /** Global styles (the theme's baseline, `<GlobalStyles>`), each its own tag so Emotion can flush it alone. */
  globals: StyleRule[];
  /**
   * Ids of classes the render inserted that no element carries: the inner step of a styled component built on another
   * (an AppBar's own rules, before Paper merges them with its own into the one class the element gets). No CSS is
   * needed for them, but the browser's render makes the same step and would insert them all again while it hydrates
   * (about 140 rules on home, compiled and inserted in one task): naming them spares that.
   */
  unreferenced: string[];
}

/**
 * The stylesheet every public page shares (docs/ssr.md "CSS: shared and inline"): the chrome's rules (header, footer,
 * chat button, the theme's global styles), written by the shell's build (writeSharedStyles.tsx) as a hashed,
 * immutable file. A page inlines only the rules the file lacks.
 */
export interface SharedStylesheet {
  href: string;
  ids: string[];
  globals: string[];
}

/** Beside the page template in the shell's build (shell/dist/server/). */
export const SHARED_STYLES_FILE = 'shared-styles.json';

export function usedStyles(cache: EmotionCache, html: string): UsedStyles {
  const referenced = new Set<string>();
  for (const match of html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))) referenced.add(match[1]!);
  const regular: StyleRule[] = [];
  const globals: StyleRule[] = [];
  const unreferenced: string[] = [];
  for (const [id, css] of Object.entries(cache.inserted)) {
    // `true`: inserted by the browser already (never on the server).
    if (typeof css !== 'string') continue;
    const isClass = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (!isClass) globals.push({ id, css });
    else if (referenced.has(id)) regular.push({ id, css });
    else unreferenced.push(id);
  }
  return { key: cache.key, regular, globals, unreferenced };
}

/**
 * The page's <style> tags. Rules of the shared stylesheet are not repeated: empty tags name them instead, so the
 * browser's Emotion cache counts them as inserted (it reads the ids of every `<style data-emotion="<key> ...">` when
 * it is created) and its `<Global>` styles adopt their empty tag: hydration inserts none of them again. The empty tag
 * also names the classes no element carries (UsedStyles.unreferenced). The page's own rules are written deduplicated
 * (dedupedCss.ts): the tag's attribute, not its text, is what the browser's cache reads.
 */
export function styleTags(styles: UsedStyles, shared?: SharedStylesheet): string {
  const sharedIds = new Set(shared?.ids);
  const sharedGlobals = new Set(shared?.globals);
  const tag = (key: string, ids: string[], css: string) => `<style data-emotion="${[key, ...ids].join(' ')}">${css}</style>`;
  const tags: string[] = [];
  for (const rule of styles.globals) tags.push(tag(`${styles.key}-global`, [rule.id], sharedGlobals.has(rule.id) ? '' : rule.css));
  const named = [...styles.regular.filter((rule) => sharedIds.has(rule.id)).map((rule) => rule.id), ...styles.unreferenced];
  const own = styles.regular.filter((rule) => !sharedIds.has(rule.id));
  if (named.length) tags.push(tag(styles.key, named, ''));
  tags.push(
    tag(
      styles.key,
      own.map((rule) => rule.id),
      dedupedCss(styles.key, own),
    ),
  );
  return tags.join('');
}
