import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The five remotes: federation name, URL segment under /remotes/, workspace folder, dev port. */
export const REMOTES = [
  { name: 'marketing', segment: 'marketing', dir: 'mf-marketing', devPort: 3001 },
  { name: 'credit_form', segment: 'credit-form', dir: 'mf-credit-form', devPort: 3002 },
  { name: 'calculator', segment: 'calculator', dir: 'mf-calculator', devPort: 3003 },
  { name: 'crm', segment: 'crm', dir: 'mf-crm', devPort: 3004 },
  { name: 'admin', segment: 'admin', dir: 'mf-admin', devPort: 3005 },
] as const;

export type RemoteInfo = (typeof REMOTES)[number];

export const distOf = (dir: string) => path.join(repoRoot, dir, 'dist');
