import { test } from '../../fixtures';

const DRAWN_THE_SAME = 'drawn the same in both profiles; checked in the single profile';

/**
 * A flow inside one remote against the API: the multi-origin profile changes only how the remote's code arrives, and
 * each remote's arrival there is walked by its main flows (crm.spec.ts, the board, saved views and Back from a customer,
 * admin blog and login, calculator.spec.ts, credit-form.spec.ts, the platform and ssr specs).
 */
export const FLOW_INSIDE_A_REMOTE = "a flow inside one remote: its arrival from another origin is walked by the remote's main spec";

/**
 * The multi-origin profile differs only in how the remotes arrive (other origins, CORS, the manifest, server builds
 * fetched across origins). A check whose outcome cannot depend on that runs in the `single` profile only, so the suite
 * does not pay for it twice (CI has 40 minutes on 2 cores): layout, accessibility and keyboard checks, and flows inside
 * one remote whose server answers are forced in the browser. Call it in a hook,
 * `test.beforeEach(() => onlyInSingleProfile())`, or first thing in one test, with the reason when it is not layout.
 */
export function onlyInSingleProfile(reason: string = DRAWN_THE_SAME): void {
  const info = test.info();
  info.skip(info.project.name !== 'single', reason);
}
