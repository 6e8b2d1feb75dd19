/**
 * Finds product machines (`machines/<name>/<name>.machine.ts`), the machines listed below from
 * elsewhere, and flows files (`tests/flows/machines/<name>.flows.ts`) on disk, and the machine a
 * module exports.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { StateMachine, type AnyStateMachine } from 'xstate';

export interface MachineEntry {
  name: string;
  machineFile: string;
  flowsFile: string;
  hasFlows: boolean;
}

/** Machines outside `machines/` that the harness covers and draws like the product's. */
const machinesElsewhere = [{ name: 'orderLifecycle', machineFile: 'sandbox/orders/orderLifecycle.machine.ts' }];

function entryOf(repoRoot: string, name: string, machineFile: string): MachineEntry {
  const flowsFile = join(repoRoot, 'tests', 'flows', 'machines', `${name}.flows.ts`);
  return { name, machineFile, flowsFile, hasFlows: existsSync(flowsFile) };
}

export function discoverMachines(repoRoot: string): MachineEntry[] {
  const machinesDir = join(repoRoot, 'machines');
  if (!existsSync(machinesDir)) return [];
  const entries = machinesElsewhere
    .map(({ name, machineFile }) => entryOf(repoRoot, name, join(repoRoot, machineFile)))
    .filter((entry) => existsSync(entry.machineFile));
  for (const dir of readdirSync(machinesDir, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const file of readdirSync(join(machinesDir, dir.name))) {
      if (!file.endsWith('.machine.ts')) continue;
      entries.push(entryOf(repoRoot, file.slice(0, -'.machine.ts'.length), join(machinesDir, dir.name, file)));
    }
  }
  return entries.sort((a, b) => a.name.localeCompare(b.name));
}

/** The StateMachine a module exports (the one whose id is `name` when there are several). */
export function machineExportOf(module: Record<string, unknown>, name: string): AnyStateMachine | undefined {
  const machines = Object.values(module).filter((v): v is AnyStateMachine => v instanceof StateMachine);
  return machines.find((m) => m.id === name) ?? machines[0];
}
