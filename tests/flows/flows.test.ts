/**
 * The generated path-coverage suite: every `machines/<name>/<name>.machine.ts` (and each machine
 * from elsewhere that harness/discover.ts lists) must have a `tests/flows/machines/<name>.flows.ts`;
 * each flows file becomes a describe block of path tests (see harness/describeFlows.ts). Writes
 * reports/flow-coverage.json and prints the table.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyFlowsDefinition } from './defineFlows';
import { computeCoverage, formatTable, toReportJson, type MachineCoverage } from './harness/coverage';
import { CoverageCollector } from './harness/coverage';
import { describeFlows } from './harness/describeFlows';
import { discoverMachines, machineExportOf } from './harness/discover';
import { readMachine } from './harness/machineModel';

const repoRoot = process.cwd();
const flowsModules = import.meta.glob<{ default?: AnyFlowsDefinition }>('./machines/*.flows.ts');
const machineModules = import.meta.glob<Record<string, unknown>>(['../../machines/*/*.machine.ts', '../../sandbox/*/*.machine.ts']);
const coverage = new Map<string, MachineCoverage>();

const machines = discoverMachines(repoRoot);

describe('every machine has a flows file', () => {
  it.each(machines.map((m) => [m.name, m] as const))('%s', (name, entry) => {
    expect(entry.hasFlows, `machine "${name}" (${entry.machineFile}) has no flows file tests/flows/machines/${name}.flows.ts`).toBe(true);
  });
});

for (const entry of machines.filter((m) => m.hasFlows)) {
  let module: { default?: AnyFlowsDefinition } | undefined;
  let loadError: unknown;
  try {
    module = await flowsModules[`./machines/${entry.name}.flows.ts`]?.();
  } catch (error) {
    loadError = error;
  }
  if (!module?.default) {
    it(`${entry.name}: flows file loads and default-exports defineFlows(...)`, () => {
      const why = loadError ? `failed to load: ${String(loadError)}` : 'must `export default defineFlows({...})`';
      throw new Error(`${entry.name}: tests/flows/machines/${entry.name}.flows.ts ${why}`);
    });
    continue;
  }
  try {
    describeFlows(module.default, { onCoverage: (c) => coverage.set(entry.name, c) });
  } catch (error) {
    // One broken flows file must not hide the results of every other machine.
    it(`${entry.name}: flows file can be prepared`, () => {
      throw new Error(`${entry.name}: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
}

afterAll(async () => {
  // Machines without a flows file (or whose coverage test did not run) still get a 0 row.
  for (const entry of machines) {
    if (coverage.has(entry.name)) continue;
    const load = machineModules[`../../machines/${entry.name}/${entry.name}.machine.ts`] ??
      Object.entries(machineModules).find(([path]) => path.endsWith(`/${entry.name}.machine.ts`))?.[1];
    try {
      const machine = load ? machineExportOf(await load(), entry.name) : undefined;
      if (machine) coverage.set(entry.name, computeCoverage(readMachine(machine), new CoverageCollector()));
    } catch (error) {
      console.error(`flows: could not load machine "${entry.name}" for the report: ${String(error)}`);
    }
  }
  const rows = [...coverage.values()].sort((a, b) => a.id.localeCompare(b.id));
  mkdirSync(join(repoRoot, 'reports'), { recursive: true });
  writeFileSync(join(repoRoot, 'reports', 'flow-coverage.json'), `${JSON.stringify(toReportJson(rows), null, 2)}\n`);
  console.log(`\nFlow coverage (reports/flow-coverage.json)\n${formatTable(rows)}\n`);
});
