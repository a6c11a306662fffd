import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { createTestModel } from 'xstate/graph';

/**
 * createTestModel from xstate/graph, for machines that invoke actors or use delays.
 *
 * createTestModel refuses such machines because it cannot run their effects. Our tests don't need
 * it to: the paths are run against the real UI or engine, where the effects run for real or through
 * fakes the test drives, and the model's events include the actors' own events (done, error, ticks).
 * So the validation is shown a view of the machine without invocations and delays, and the graph
 * traversal then uses the machine as it is.
 */
export function createModel<TMachine extends AnyStateMachine>(machine: TMachine, options?: Parameters<typeof createTestModel<TMachine>>[1]) {
  const nodes: AnyStateNode[] = [];
  const collect = (node: AnyStateNode) => {
    nodes.push(node);
    Object.values(node.states).forEach((child) => collect(child as AnyStateNode));
  };
  collect(machine.root);
  for (const node of nodes) {
    Object.defineProperty(node, 'invoke', { value: [], configurable: true });
    Object.defineProperty(node, 'after', { value: [], configurable: true });
  }
  try {
    return createTestModel(machine, options);
  } finally {
    for (const node of nodes) {
      delete (node as { invoke?: unknown }).invoke;
      delete (node as { after?: unknown }).after;
    }
  }
}
