import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/** Key of every Emotion cache: the server render's critical CSS is picked up by the browser's cache by this key. */
export const EMOTION_CACHE_KEY = 'kk';

/**
 * Stylis's default prefixer writes -webkit-, -moz- and -ms- copies of most declarations (the 2009 and 2012 flexbox
 * syntaxes, old grid, ...): about a third of every rule, which no browser the site supports reads. MUI writes the
 * prefixed properties that are still needed itself (WebkitTapHighlightColor, WebkitAppearance, ...); Safari still
 * wants -webkit-user-select (MUI's ButtonBase uses user-select), so that one is kept.
 */
const webkitUserSelect: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.props === 'user-select') element.return = `-webkit-${element.value}${element.value}`;
};

/** An Emotion cache of the site: the browser's one, and a server render's per request (the same rules, the same ids). */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_CACHE_KEY, stylisPlugins: [webkitUserSelect] });
}
