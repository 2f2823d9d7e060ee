/** A stand-in for a child process started ahead of its job (WarmChild), for unit tests of the stages that use one. */
import type { WarmChild } from '../generator/node/children/child.ts';

/** Does the child's work in this process with `work`, and records the inputs it was given and whether it was ended. */
export function standInChild<Input, Output>(work: (input: Input) => Promise<Output>) {
  const seen = { inputs: [] as Input[], cancelled: false };
  const child: WarmChild<Input, Output> = {
    run: async (input) => {
      seen.inputs.push(input);
      return work(input);
    },
    delivered: async () => undefined,
    cancel: () => {
      seen.cancelled = true;
    },
  };
  return { child, seen };
}
