/** Share URLs of the post page. */
export function facebookShareUrl(pageUrl: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`;
}

export function twitterShareUrl(pageUrl: string, text: string): string {
  const params = new URLSearchParams({ url: pageUrl });
  if (text) params.set('text', text);
  return `https://twitter.com/intent/tweet?${params.toString()}`;
}
