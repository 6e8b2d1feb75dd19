/**
 * Finds product machines (`machines/<name>/<name>.machine.ts`) and flows files
 * (`tests/flows/machines/<name>.flows.ts`) on disk, and the machine a module exports.
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

export function discoverMachines(repoRoot: string): MachineEntry[] {
  const machinesDir = join(repoRoot, 'machines');
  if (!existsSync(machinesDir)) return [];
  const entries: MachineEntry[] = [];
  for (const dir of readdirSync(machinesDir, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const file of readdirSync(join(machinesDir, dir.name))) {
      if (!file.endsWith('.machine.ts')) continue;
      const name = file.slice(0, -'.machine.ts'.length);
      const flowsFile = join(repoRoot, 'tests', 'flows', 'machines', `${name}.flows.ts`);
      entries.push({ name, machineFile: join(machinesDir, dir.name, file), flowsFile, hasFlows: existsSync(flowsFile) });
    }
  }
  return entries.sort((a, b) => a.name.localeCompare(b.name));
}

/** The StateMachine a module exports (the one whose id is `name` when there are several). */
export function machineExportOf(module: Record<string, unknown>, name: string): AnyStateMachine | undefined {
  const machines = Object.values(module).filter((v): v is AnyStateMachine => v instanceof StateMachine);
  return machines.find((m) => m.id === name) ?? machines[0];
}
