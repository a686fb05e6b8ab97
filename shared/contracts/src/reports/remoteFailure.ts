import { Type, type Static } from '@sinclair/typebox';

/*
 * Why a remote's browser code could not run on a page: the browser names it once per page and remote (a log line and
 * a beacon), the API counts it in Prometheus by remote and reason. A fixed list, so the metric's series stay few.
 */
export const REMOTE_FAILURE_REASONS = [
  /** The remote was built for a kernel range the shell's kernel does not serve (its compatibility window). */
  'kernel-refused',
  /** The manifest says the remote needs something this shell does not provide (its `requires`). */
  'requirement-missing',
  /** The container expected the shell to hand over the federation bundler runtime, and it did not. */
  'runtime-hand-over-missing',
  /** A file of the remote (its manifest, container or a chunk) did not load. */
  'chunk-load-failed',
  /** The remote loaded but exposes no route list. */
  'no-routes',
  /** Anything else that made loading the remote throw. */
  'load-failed',
] as const;
export type RemoteFailureReason = (typeof REMOTE_FAILURE_REASONS)[number];

/** A federation container name, as the remotes manifest allows it. */
export const REMOTE_NAME_PATTERN = '^[a-z][a-z0-9_]{0,63}$';

/** POST /api/olcum/uzak-modul/: one remote that could not run on a page (sent as text/plain by navigator.sendBeacon). */
export const RemoteFailureBeaconBody = Type.Object(
  {
    uzak: Type.String({ pattern: REMOTE_NAME_PATTERN, maxLength: 64 }),
    neden: Type.Union(REMOTE_FAILURE_REASONS.map((reason) => Type.Literal(reason))),
  },
  { additionalProperties: false },
);
export type RemoteFailureBeaconBody = Static<typeof RemoteFailureBeaconBody>;
