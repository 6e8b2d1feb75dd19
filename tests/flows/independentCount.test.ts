/**
 * The coverage totals must match an independent count of each machine's definition: a harness
 * that missed a kind of transition would otherwise report 100 % of too little.
 */
import { describe, expect, it } from 'vitest';
import { countConfig } from './harness/configCount';
import { discoverMachines, machineExportOf } from './harness/discover';
import { readMachine } from './harness/machineModel';

const machineModules = import.meta.glob<Record<string, unknown>>(['../../machines/*/*.machine.ts', '../../sandbox/*/*.machine.ts']);
const machines = discoverMachines(process.cwd());

describe('coverage totals match an independent count of the machine config', () => {
  it.each(machines.map((m) => [m.name] as const))('%s', async (name) => {
    const load = Object.entries(machineModules).find(([path]) => path.endsWith(`/${name}.machine.ts`))?.[1];
    const machine = load ? machineExportOf(await load(), name) : undefined;
    expect(machine, `${name}.machine.ts exports no machine`).toBeDefined();
    const model = readMachine(machine!);
    const counted = countConfig(machine!.config as Record<string, unknown>);
    expect({ states: model.statePaths.length, transitions: model.transitions.length }).toEqual(counted);
  });
});
