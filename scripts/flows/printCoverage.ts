/**
 * Prints reports/flow-coverage.json as the coverage table again at the end of `npm run test:flows`,
 * where CI logs are read (vitest prints the test file's own copy before the failure details).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Pair = [number, number];
const file = join(process.cwd(), 'reports', 'flow-coverage.json');
if (!existsSync(file)) {
  console.error('flows: reports/flow-coverage.json was not written (the flows suite did not finish)');
  process.exit(1);
}
const report = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { states: Pair; transitions: Pair; guardedBranches?: Pair }>;
const cell = ([a, b]: Pair) => `${a}/${b} ${b === 0 ? 100 : Math.floor((a / b) * 100)}%`;
const rows = Object.entries(report).map(([id, r]) => {
  const complete = r.states[0] === r.states[1] && r.transitions[0] === r.transitions[1];
  return [id, cell(r.states), cell(r.transitions), r.guardedBranches ? cell(r.guardedBranches) : '-', complete ? 'ok' : 'INCOMPLETE'];
});
const header = ['machine', 'states', 'transitions', 'guarded branches', 'status'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
console.log(['', 'Flow coverage', line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
const incomplete = rows.filter((r) => r[4] !== 'ok').map((r) => r[0]);
if (incomplete.length) console.log(`\nUnder 100 %: ${incomplete.join(', ')} (see the failed tests above for what is missing)`);
