/**
 * Every user-facing machine has its real view walked along its generated paths: a
 * `tests/ui/<area>/<machine>.flows.test.tsx` that runs `describeViewFlows` on the machine's flows
 * file (tests/flows/README.md, "Views along the same paths"). The machines are read from
 * `machines/`, so a new machine fails here until it has one or is listed below with a reason.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const VIEW_TEST_SUFFIX = '.flows.test.tsx';

/** Machines with no screen of their own, and why; everything else in `machines/` is user-facing. */
const NOT_USER_FACING: Readonly<Record<string, string>> = {
  // No screen: the shell reads it (signed in or not, who) and its outcomes are the sign-out
  // notices and redirects, tested in tests/ui/shell and tests/machines/session.
  session: 'the shell reads it; no view of its own',
  // pagedList is generic paging, but it is walked through the feedback tickets list
  // (tests/ui/support/pagedList.flows.test.tsx), so it is not exempt.
};

function machineNames(): string[] {
  const dir = join(root, 'machines');
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory() && existsSync(join(dir, name, `${name}.machine.ts`)))
    .sort();
}

function viewFlowTests(dir = join(root, 'tests/ui')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return viewFlowTests(path);
    return name.endsWith(VIEW_TEST_SUFFIX) ? [path] : [];
  });
}

/** A view test counts for a machine only if it runs that machine's flows through describeViewFlows. */
function runsFlowsOf(file: string, machine: string): boolean {
  const text = readFileSync(file, 'utf8');
  return text.includes('describeViewFlows(') && text.includes(`flows/machines/${machine}.flows'`);
}

describe('views along the flow paths', () => {
  const machines = machineNames();
  const tests = viewFlowTests();

  it('every user-facing machine has a tests/ui/**/<name>.flows.test.tsx that walks its view', () => {
    const missing = machines
      .filter((machine) => !(machine in NOT_USER_FACING))
      .filter((machine) => {
        const file = tests.find((path) => basename(path) === `${machine}${VIEW_TEST_SUFFIX}`);
        return !file || !runsFlowsOf(file, machine);
      });
    expect(
      missing.map((machine) => `${machine}: no tests/ui/<area>/${machine}${VIEW_TEST_SUFFIX} running describeViewFlows on its flows`),
    ).toEqual([]);
  });

  it('the list of machines without a view names only machines that exist and have no view test', () => {
    const stale = Object.keys(NOT_USER_FACING).filter(
      (machine) => !machines.includes(machine) || tests.some((path) => basename(path) === `${machine}${VIEW_TEST_SUFFIX}`),
    );
    expect(stale.map((machine) => `NOT_USER_FACING lists "${machine}", which ${machines.includes(machine) ? 'has a view test' : 'is not a machine'}`)).toEqual([]);
  });

  it('every view flows test is named after a machine', () => {
    const orphans = tests.filter((path) => !machines.includes(basename(path, VIEW_TEST_SUFFIX)));
    expect(orphans.map((path) => `${relative(root, path)} names no machine in machines/`)).toEqual([]);
  });
});
