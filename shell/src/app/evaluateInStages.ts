// The application's code arrives at the first intent and must then be evaluated: React, Emotion, MUI's styling core,
// Redux, the kernel and the shell's own pages. Evaluated at once, that was one task of ~700 ms on the
// bench's slow phone (4x CPU), all of it blocking (bench/intent-trace.ts). Evaluated in stages with a yield between
// them, the browser can answer the visitor between stages, and each task stays short.
import { yieldToMain } from '../lib/yieldToMain';

/** Runs each stage (a module's evaluation, in order), yielding to the main thread after each. */
export async function evaluateInStages(stages: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const stage of stages) {
    await stage();
    await yieldToMain();
  }
}
