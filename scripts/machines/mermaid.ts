import type { AnyStateMachine, AnyStateNode } from 'xstate';

// A Mermaid state diagram read off a machine's definition (its state nodes and transitions), so the
// picture cannot drift from the code. Mermaid ids are global, so a nested state's id is its path.

interface TransitionLike {
  eventType: string;
  guard?: unknown;
  target?: readonly AnyStateNode[] | undefined;
}

const idOf = (node: AnyStateNode) => node.path.join('_');

/** A guard as the visitor of the diagram reads it: its name, or not/and/or of names. */
export function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (!guard || (typeof guard !== 'object' && typeof guard !== 'function')) return '';
  const { type, guards, name } = guard as { type?: unknown; guards?: unknown[]; name?: string };
  // not(), and() and or() build functions by those names that hold the guards they combine.
  const parts = (guards ?? []).map(guardLabel);
  if (guards && name === 'not') return `not ${parts[0] ?? 'guard'}`;
  if (guards && name === 'and') return parts.join(' and ');
  if (guards && name === 'or') return parts.join(' or ');
  return typeof type === 'string' ? type : 'inline guard';
}

/** An event as the diagram names it: actors' completions and delays in words. */
export function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[2]} ${actor[1] === 'done' ? 'done' : 'failed'}`;
  const delay = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (delay) return `after ${delay[1]}`;
  return eventType;
}

// Mermaid reads ':' and ';' in a label as syntax, and '#' starts an entity.
const safe = (text: string) => text.replace(/[:;#]/g, ' ').replace(/\s+/g, ' ').trim();

function transitionLines(node: AnyStateNode, from: AnyStateNode = node): string[] {
  const all = [...[...node.transitions.values()].flat(), ...(node.always ?? [])] as TransitionLike[];
  return all.flatMap((t) => {
    const guard = t.guard ? ` [${guardLabel(t.guard)}]` : '';
    const label = safe(`${eventLabel(t.eventType)}${guard}`);
    const targets = t.target?.length ? t.target : [from];
    return targets.map((target) => `  ${idOf(from)} --> ${idOf(target)} : ${label}`);
  });
}

function stateLines(node: AnyStateNode, indent: string): string[] {
  const children = Object.values(node.states);
  const id = idOf(node);
  const lines = id === node.key ? [] : [`${indent}state "${node.key}" as ${id}`];
  if (children.length === 0) return lines;
  const inner = indent + '  ';
  const body = [
    ...(node.initial?.target.length ? [`${inner}[*] --> ${idOf(node.initial.target[0]!)}`] : []),
    ...children.flatMap((child) => stateLines(child, inner)),
    ...children.filter((child) => child.type === 'final').map((child) => `${inner}${idOf(child)} --> [*]`),
  ];
  return [...lines, `${indent}state ${id} {`, ...body, `${indent}}`];
}

function nodesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => nodesOf(child))];
}

/** The machine as a Mermaid stateDiagram-v2: nested states as composite states, every transition labelled. */
export function toMermaid(machine: AnyStateMachine): string {
  const root = machine.root;
  const top = Object.values(root.states);
  const lines = [
    'stateDiagram-v2',
    ...(root.initial?.target.length ? [`  [*] --> ${idOf(root.initial.target[0]!)}`] : []),
    ...top.flatMap((child) => stateLines(child, '  ')),
    ...top.filter((child) => child.type === 'final').map((child) => `  ${idOf(child)} --> [*]`),
    // Transitions last, once every state is declared in its place; the root's own (any-state) ones
    // are drawn from each top-level state, as that is when they fire.
    ...nodesOf(root)
      .slice(1)
      .flatMap((node) => transitionLines(node)),
    ...top.flatMap((child) => transitionLines(root, child)),
  ];
  return lines.join('\n');
}

function actionLabel(action: unknown): string {
  if (typeof action === 'string') return action;
  const type = (action as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type.replace(/^xstate\./, '') : 'inline action';
}

/** What the diagram cannot show: which actor each state runs, and its entry and exit actions. */
export function effectsTable(machine: AnyStateMachine): string[] {
  const rows = nodesOf(machine.root).flatMap((node) => {
    const actors = node.invoke.map((inv: { src: unknown; id: string }) =>
      typeof inv.src === 'string' ? inv.src : inv.id,
    );
    // A delay shows as its 'after' edge; the raise and cancel that implement it are left out.
    const names = (actions: readonly unknown[]) =>
      actions
        .map(actionLabel)
        .filter((a) => a !== 'raise' && a !== 'cancel')
        .join(', ');
    const entry = names(node.entry);
    const exit = names(node.exit);
    if (!actors.length && !entry && !exit) return [];
    return [`| \`${node.path.join('.') || '(machine)'}\` | ${actors.join(', ')} | ${entry} | ${exit} |`];
  });
  return rows.length
    ? ['| state | runs (invoked actors) | on entry | on exit |', '|---|---|---|---|', ...rows]
    : [];
}
