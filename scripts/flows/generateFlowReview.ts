/**
 * `npm run flows`: writes reports/flows/ (index.html, FLOWS.md, <machineId>.json and
 * <machineId>.definition.json) for every machines/<name>/<name>.machine.ts.
 * `--sample` also includes the harness's sample machine (to try the output without product machines).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyFlowsDefinition } from '../../tests/flows/defineFlows';
import { discoverMachines, machineExportOf } from '../../tests/flows/harness/discover';
import { buildReview, type MachineReview } from './review';

const repoRoot = process.cwd();
const outDir = join(repoRoot, 'reports', 'flows');

async function load(entry: { name: string; machineFile: string; flowsFile?: string; hasFlows: boolean }): Promise<MachineReview> {
  try {
    const machine = machineExportOf((await import(pathToFileURL(entry.machineFile).href)) as Record<string, unknown>, entry.name);
    if (!machine) return { name: entry.name, error: `${entry.machineFile} exports no state machine` };
    if (!entry.hasFlows || !entry.flowsFile) return { name: entry.name, machine };
    try {
      const flows = ((await import(pathToFileURL(entry.flowsFile).href)) as { default?: AnyFlowsDefinition }).default;
      return flows ? { name: entry.name, machine, flows } : { name: entry.name, machine, error: `${entry.flowsFile} has no default export` };
    } catch (error) {
      return { name: entry.name, machine, error: `flows file failed to load: ${String(error)}` };
    }
  } catch (error) {
    return { name: entry.name, error: `machine failed to load: ${String(error)}` };
  }
}

async function main(): Promise<void> {
  const entries: Array<{ name: string; machineFile: string; flowsFile?: string; hasFlows: boolean }> = discoverMachines(repoRoot);
  if (process.argv.includes('--sample')) {
    const samples = join(repoRoot, 'tests', 'flows', 'harness', 'samples');
    entries.push({ name: 'orderSample', machineFile: join(samples, 'orderSample.machine.ts'), flowsFile: join(samples, 'orderSample.flows.ts'), hasFlows: true });
  }
  const reviews = [];
  for (const entry of entries) reviews.push(await load(entry));
  const { html, markdown, json } = buildReview(reviews);
  // A fresh folder each run: a renamed or removed machine (or an earlier --sample run) leaves no stale JSON behind.
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'index.html'), html);
  writeFileSync(join(outDir, 'FLOWS.md'), markdown);
  for (const [file, content] of Object.entries(json)) writeFileSync(join(outDir, file), content);
  const failed = reviews.filter((r) => r.error);
  console.log(`flows: ${reviews.length} machine(s) -> ${join('reports', 'flows', 'index.html')}, FLOWS.md, ${Object.keys(json).length} JSON file(s)`);
  for (const r of failed) console.error(`flows: ${r.name}: ${r.error}`);
  if (failed.length) process.exitCode = 1;
}

await main();
