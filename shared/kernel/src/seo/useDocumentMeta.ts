import { useContext, useEffect } from 'react';
import { DocumentMetaContext } from './documentMetaCollector';

export interface DocumentMetaOptions {
  /** This page is a "not found" page: a server render answers HTTP 404 (no soft 404 for search engines). */
  notFound?: boolean;
}

/**
 * Sets the document title and meta description of a public page. Without a description the tag is removed, so a
 * page never shows search engines the description of the page visited before it (or the home page's from
 * index.html). During a server render the values go to the render's collector (DocumentMetaContext), which writes
 * them into the HTML head.
 */
export function useDocumentMeta(title: string, description?: string, options: DocumentMetaOptions = {}): void {
  const collector = useContext(DocumentMetaContext);
  if (collector) {
    // Server render: the last page rendered wins, as the last effect does in the browser.
    collector.title = title;
    collector.description = description;
    collector.notFound = options.notFound ?? false;
  }
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
