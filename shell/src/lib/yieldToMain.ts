/**
 * Gives the main thread back to the browser: what follows runs in a task of its own, so input is answered in between
 * (scheduler.yield where the browser has it, else a zero-delay timer). Used to keep the first intent's work in short
 * tasks (bench/intent-trace.ts shows them).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
