import { test } from '../../fixtures';

/**
 * Layout, accessibility and keyboard checks look at what the browser draws, which is the same in both serving
 * profiles: they run in the `single` profile only, so the suite does not pay for them twice. Call it in a hook:
 * `test.beforeEach(() => onlyInSingleProfile())`.
 */
export function onlyInSingleProfile(): void {
  const info = test.info();
  info.skip(info.project.name !== 'single', 'drawn the same in both profiles; checked in the single profile');
}
