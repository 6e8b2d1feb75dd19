/** Coverage of a machine by the executed paths, the table, and the JSON report. */
import type { MachineModel } from './machineModel';

export interface MachineCoverage {
  id: string;
  states: [number, number];
  transitions: [number, number];
  guarded: [number, number];
  missingStates: string[];
  missingTransitions: string[];
  selfTransitions: [number, number];
}

export class CoverageCollector {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();

  add(result: { states: Iterable<string>; transitions: Iterable<string> }): void {
    for (const s of result.states) this.states.add(s);
    for (const t of result.transitions) this.transitions.add(t);
  }
}

export function computeCoverage(model: MachineModel, collected: CoverageCollector): MachineCoverage {
  const missingStates = model.statePaths.filter((s) => !collected.states.has(s));
  const missingTransitions = model.transitions.filter((t) => !collected.transitions.has(t.key)).map((t) => t.key);
  const guarded = model.transitions.filter((t) => t.guarded);
  const selfT = model.transitions.filter((t) => t.selfTransition);
  const count = (list: Array<{ key: string }>) => list.filter((t) => collected.transitions.has(t.key)).length;
  return {
    id: model.id,
    states: [model.statePaths.length - missingStates.length, model.statePaths.length],
    transitions: [model.transitions.length - missingTransitions.length, model.transitions.length],
    guarded: [count(guarded), guarded.length],
    selfTransitions: [count(selfT), selfT.length],
    missingStates,
    missingTransitions,
  };
}

export function isComplete(c: MachineCoverage): boolean {
  return c.missingStates.length === 0 && c.missingTransitions.length === 0;
}

export function coverageProblems(c: MachineCoverage): string[] {
  return [
    ...c.missingStates.map((s) => `${c.id}: state "${s}" is never reached`),
    ...c.missingTransitions.map((t) => `${c.id}: transition "${t}" is never taken`),
  ];
}

const pct = ([a, b]: [number, number]) => (b === 0 ? '100%' : `${Math.floor((a / b) * 100)}%`);
const cell = (pair: [number, number]) => `${pair[0]}/${pair[1]} ${pct(pair)}`;

export function formatTable(rows: MachineCoverage[]): string {
  const header = ['machine', 'states', 'transitions', 'guarded branches', 'self-transitions', 'status'];
  const body = rows.map((r) => [
    r.id,
    cell(r.states),
    cell(r.transitions),
    cell(r.guarded),
    cell(r.selfTransitions),
    isComplete(r) ? 'ok' : 'INCOMPLETE',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) => row.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

export function toReportJson(rows: MachineCoverage[]): Record<string, { states: [number, number]; transitions: [number, number]; guardedBranches: [number, number] }> {
  const out: Record<string, { states: [number, number]; transitions: [number, number]; guardedBranches: [number, number] }> = {};
  for (const r of rows) out[r.id] = { states: r.states, transitions: r.transitions, guardedBranches: r.guarded };
  return out;
}
