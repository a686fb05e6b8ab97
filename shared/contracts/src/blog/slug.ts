import { foldTurkish } from '../users/profanity';

/** Longest slug the blog tables hold (blog_posts.slug is varchar(200)). */
export const SLUG_MAX_LENGTH = 200;

/**
 * Turkish-aware URL slug: 'Kredi Notu Nasıl Yükselir?' -> 'kredi-notu-nasil-yukselir'. Tags and character entities
 * of a title are dropped, Turkish letters folded (ı -> i, İ -> i, ş -> s, ...), everything else becomes '-'. Empty
 * when nothing of the text is left (the caller picks a fallback).
 */
export function slugify(text: string, maxLength = SLUG_MAX_LENGTH): string {
  const slug = foldTurkish(
    String(text ?? '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&#?\w+;/g, ' '),
  )
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  // Cut at a word boundary when there is one.
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > maxLength / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}

/** The next free slug: 'x' if free, else 'x-2', 'x-3', ... (kept within the length cap). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>, maxLength = SLUG_MAX_LENGTH): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, maxLength - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
