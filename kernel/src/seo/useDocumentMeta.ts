import { useEffect } from 'react';

/**
 * Sets the document title and meta description of a public page. Without a description the tag is removed, so a
 * page never shows search engines the description of the page visited before it (or the home page's from
 * index.html).
 */
export function useDocumentMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (description === undefined) {
      tag?.remove();
      return;
    }
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = description;
  }, [title, description]);
}
