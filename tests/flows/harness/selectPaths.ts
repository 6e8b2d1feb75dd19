/**
 * Picks the paths to run: for every edge of the walk that takes a transition (or reaches a state)
 * no chosen path has taken yet, the shortest way to its source plus that edge. Paths that are the
 * start of a longer chosen path are dropped; the longer one checks the same steps. A restored draft
 * (`ownCoverage`) is covered on its own.
 */
import type { EventObject } from 'xstate';
import { stableJson, type WalkEdge, type WalkGraph, type WalkStep } from './traverse';

export interface FlowPath {
  /** Index of the walk (one per input) this path starts from. */
  start: number;
  steps: WalkStep[];
}

function pathTo(graph: WalkGraph, stateKey: string): WalkStep[] {
  const steps: WalkStep[] = [];
  let key = stateKey;
  for (;;) {
    const parent = graph.states.get(key)?.parent;
    if (!parent) break;
    steps.unshift(parent);
    key = parent.from;
  }
  return steps;
}

function sameEvent(a: EventObject, b: EventObject): boolean {
  return a === b;
}

function isPrefix(short: WalkStep[], long: WalkStep[]): boolean {
  return short.length < long.length && short.every((s, i) => long[i] && sameEvent(s.event, long[i].event) && s.stateKey === long[i].stateKey);
}

/**
 * `ownCoverage`: starts whose walk is covered on its own, not counting what earlier starts took (a
 * restored draft: its context differs from any input's in ways the transition keys do not show).
 */
export function selectPaths(graphs: WalkGraph[], ownCoverage: ReadonlySet<number> = new Set()): FlowPath[] {
  let coveredTransitions = new Set<string>();
  // New context alone does not earn a path; a new state value or a new transition does.
  let coveredStates = new Set<string>();
  const chosen: FlowPath[] = [];

  const cover = (steps: WalkStep[]) => {
    for (const s of steps) {
      coveredStates.add(stableJson(s.value));
      for (const t of s.transitions) coveredTransitions.add(t);
    }
  };

  graphs.forEach((graph, start) => {
    const shared = { transitions: coveredTransitions, states: coveredStates };
    if (ownCoverage.has(start)) [coveredTransitions, coveredStates] = [new Set(), new Set()];
    const isNewStart = !coveredStates.has(stableJson(graph.initial.value)) || graph.initial.transitions.some((t) => !coveredTransitions.has(t));
    for (const t of graph.initial.transitions) coveredTransitions.add(t);
    coveredStates.add(stableJson(graph.initial.value));
    const before = chosen.length;
    for (const edge of graph.edges as WalkEdge[]) {
      const isNew = edge.transitions.some((t) => !coveredTransitions.has(t)) || !coveredStates.has(stableJson(edge.value));
      if (isNew) {
        const steps = [...pathTo(graph, edge.from), edge];
        chosen.push({ start, steps });
        cover(steps);
      }
    }
    // A start that differs only in where it begins still gets its own (empty) path.
    if (chosen.length === before && (isNewStart || chosen.length === 0)) chosen.push({ start, steps: [] });
    if (ownCoverage.has(start)) [coveredTransitions, coveredStates] = [shared.transitions, shared.states];
  });

  return chosen.filter((p) => !chosen.some((q) => q !== p && q.start === p.start && isPrefix(p.steps, q.steps)));
}
