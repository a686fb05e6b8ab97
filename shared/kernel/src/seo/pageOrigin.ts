import { createContext, useContext } from 'react';

/** The site's public origin during a server render (the request's), where there is no window.location. */
export const PageOriginContext = createContext<string | null>(null);

/** The origin visitors see (https://www.example.com): for share links and other absolute addresses of pages. */
export function usePageOrigin(): string {
  return useContext(PageOriginContext) ?? window.location.origin;
}
