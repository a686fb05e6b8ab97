import { createContext } from 'react';

/** What a page says about itself: read by the server render for <title>, the meta tags and the HTTP status. */
export interface DocumentMeta {
  title?: string;
  description?: string;
  /** The page is the 404 page (or a post that does not exist): the server answers HTTP 404. */
  notFound?: boolean;
}

/**
 * A server render provides a collector; pages write into it while rendering (effects do not run on the server).
 * The browser provides none and `useDocumentMeta` updates the document instead.
 */
export const DocumentMetaContext = createContext<DocumentMeta | null>(null);
