/** Titles may hold inline HTML and entities (spec 3); lists show them as text. DOMParser builds an inert document. */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
