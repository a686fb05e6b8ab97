/** Runs `task` when the browser is idle (within 2 s), or after the current task where it has no idle callback. */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 0);
}
