/**
 * Picks the paths to run: for every edge of the walk that takes a transition (or reaches a state)
 * no chosen path has taken yet, the shortest way to its source plus that edge. Paths that are the
 * start of a longer chosen path are dropped; the longer one checks the same steps.
 */
import type { EventObject } from 'xstate';
import { stableJson, type WalkEdge, type WalkGraph, type WalkStep } from './traverse';

export interface FlowPath {
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

export function selectPaths(graph: WalkGraph): FlowPath[] {
  const coveredTransitions = new Set<string>(graph.initial.transitions);
  // New context alone does not earn a path; a new state value or a new transition does.
  const coveredStates = new Set<string>([stableJson(graph.initial.value)]);
  const chosen: WalkStep[][] = [];

  const take = (steps: WalkStep[]) => {
    chosen.push(steps);
    for (const s of steps) {
      coveredStates.add(stableJson(s.value));
      for (const t of s.transitions) coveredTransitions.add(t);
    }
  };

  for (const edge of graph.edges as WalkEdge[]) {
    const isNew = edge.transitions.some((t) => !coveredTransitions.has(t)) || !coveredStates.has(stableJson(edge.value));
    if (isNew) take([...pathTo(graph, edge.from), edge]);
  }
  if (chosen.length === 0) chosen.push([]);

  const kept = chosen.filter((p) => !chosen.some((q) => q !== p && isPrefix(p, q)));
  return kept.map((steps) => ({ steps }));
}
