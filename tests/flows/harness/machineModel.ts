/**
 * What a machine definition contains, read from `machine.root` (never from a hand list): leaf
 * states, every transition (each guarded branch separately, `on`, `always`, `after`, invoke
 * onDone/onError, state onDone), the event types it reacts to, and its invokes.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export interface TransitionInfo {
  /** Stable, readable name used in reports and failure messages. */
  key: string;
  sourcePath: string;
  eventLabel: string;
  guarded: boolean;
  targets: string[];
  selfTransition: boolean;
}

export interface InvokeInfo {
  id: string;
  src: string;
  statePath: string;
}

export interface MachineModel {
  id: string;
  statePaths: string[];
  leafPaths: string[];
  transitions: TransitionInfo[];
  /** Transition definition object -> info, for the machine instance this model was read from. */
  byDefinition: Map<AnyTransitionDefinition, TransitionInfo>;
  /** Event types with a transition somewhere (internal `xstate.*` ones excluded). */
  eventTypes: string[];
  invokes: InvokeInfo[];
}

export function pathOf(node: AnyStateNode): string {
  return node.path.length === 0 ? '(root)' : node.path.join('.');
}

export function allStateNodes(root: AnyStateNode): AnyStateNode[] {
  const out: AnyStateNode[] = [root];
  for (const child of Object.values(root.states) as AnyStateNode[]) out.push(...allStateNodes(child));
  return out;
}

export function isLeaf(node: AnyStateNode): boolean {
  return node.type === 'atomic' || node.type === 'final';
}

function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  if (typeof guard === 'function') {
    const fn = guard as { name?: string; guards?: unknown[] };
    if (Array.isArray(fn.guards)) return fn.guards.map(guardLabel).join(' & ');
    return fn.name && fn.name !== 'guard' ? fn.name : 'inline guard';
  }
  return 'guard';
}

function eventLabel(descriptor: string, node: AnyStateNode): string {
  const invokeSrc = (id: string) => String(node.invoke.find((inv) => inv.id === id)?.src ?? id);
  if (descriptor === '') return 'always';
  if (descriptor.startsWith('xstate.done.actor.')) return `done: ${invokeSrc(descriptor.slice(18))}`;
  if (descriptor.startsWith('xstate.error.actor.')) return `error: ${invokeSrc(descriptor.slice(19))}`;
  if (descriptor.startsWith('xstate.snapshot.')) return `snapshot: ${invokeSrc(descriptor.slice(16))}`;
  if (descriptor.startsWith('xstate.done.state.')) return 'done: child states final';
  if (descriptor.startsWith('xstate.after.')) {
    const delay = node.after.find((t) => t.eventType === descriptor)?.delay;
    return `after ${typeof delay === 'number' ? `${delay}ms` : String(delay)}`;
  }
  return descriptor;
}

function describeTransition(t: AnyTransitionDefinition, descriptor: string): Omit<TransitionInfo, 'key'> {
  const source = t.source;
  const targets = (t.target ?? []).map((n: AnyStateNode) => pathOf(n));
  const guard = guardLabel(t.guard);
  const label = eventLabel(descriptor, source) + (guard ? ` [${guard}]` : '');
  return {
    sourcePath: pathOf(source),
    eventLabel: label,
    guarded: guard !== undefined,
    targets,
    selfTransition: targets.length === 0 || (targets.length === 1 && targets[0] === pathOf(source)),
  };
}

export function readMachine(machine: AnyStateMachine): MachineModel {
  const nodes = allStateNodes(machine.root);
  const transitions: TransitionInfo[] = [];
  const byDefinition = new Map<AnyTransitionDefinition, TransitionInfo>();
  const usedKeys = new Set<string>();
  const eventTypes = new Set<string>();
  const invokes: InvokeInfo[] = [];

  const add = (t: AnyTransitionDefinition, descriptor: string, branchCount: number) => {
    const info = describeTransition(t, descriptor);
    const base = `${info.sourcePath} --${info.eventLabel}--> ${info.targets.length ? info.targets.join(', ') : '(stays)'}`;
    let key = base;
    for (let n = 2; usedKeys.has(key); n++) key = `${base} #${n}`;
    usedKeys.add(key);
    const full: TransitionInfo = { key, ...info, guarded: info.guarded || branchCount > 1 };
    transitions.push(full);
    byDefinition.set(t, full);
  };

  for (const node of nodes) {
    for (const inv of node.invoke) invokes.push({ id: inv.id, src: String(inv.src), statePath: pathOf(node) });
    for (const [descriptor, list] of node.transitions as Map<string, AnyTransitionDefinition[]>) {
      if (!descriptor.startsWith('xstate.') && !descriptor.includes('*')) eventTypes.add(descriptor);
      for (const t of list) add(t, descriptor, list.length);
    }
    const always = (node.always ?? []) as AnyTransitionDefinition[];
    for (const t of always) add(t, '', always.length);
  }

  return {
    id: machine.id,
    statePaths: nodes.filter((n) => n !== machine.root).map(pathOf),
    leafPaths: nodes.filter((n) => n !== machine.root && isLeaf(n)).map(pathOf),
    transitions,
    byDefinition,
    eventTypes: [...eventTypes].sort(),
    invokes,
  };
}
