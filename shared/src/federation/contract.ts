import type { ComponentType } from 'react';

/**
 * The contract between the shell and its remotes. Every remote exposes one module, `./pages`, whose `pages`
 * object maps the page keys below to components; the shell's route table (spec 2.1) names a remote and a key.
 */
export const REMOTE_PAGES = {
  marketing: ['home', 'about', 'blogList', 'blogPost', 'kvkk', 'contact'],
  credit_form: ['creditForm'],
  calculator: ['calculator'],
  crm: ['login', 'dashboard', 'customer'],
  admin: ['login', 'dashboard', 'formulas'],
} as const;

export type RemoteName = keyof typeof REMOTE_PAGES;
export type RemotePageKey<R extends RemoteName> = (typeof REMOTE_PAGES)[R][number];

export interface RemotePagesModule<R extends RemoteName> {
  pages: Record<RemotePageKey<R>, ComponentType>;
}

/** The exposed module path every remote provides. */
export const PAGES_EXPOSE = './pages';

/** One entry of the runtime remotes manifest (`/remotes.json`). */
export interface RemoteManifestEntry {
  name: RemoteName;
  /** URL of the remote's mf-manifest.json, absolute or relative to the page. */
  entry: string;
}

export interface RemotesManifest {
  remotes: RemoteManifestEntry[];
}

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(REMOTE_PAGES, value);
}
