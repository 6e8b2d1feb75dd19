import { pathToFileURL } from 'node:url';
import type { AnyFlowsDefinition } from '../../tests/flows/defineFlows';
import { discoverMachines } from '../../tests/flows/harness/discover';
import { prepareFlows } from '../../tests/flows/harness/prepareFlows';
import { median } from './stats';

export interface PathGenerationFigure {
  machine: string;
  /** Median time of the harness's walk + path selection (`prepareFlows`), no path executed. */
  ms: number;
  paths: number;
  problem?: string;
}

/** Times the flows harness's path generation for every machine that has a flows file. */
export async function pathGenerationTimes(repoRoot: string, runs = 3): Promise<PathGenerationFigure[]> {
  const figures: PathGenerationFigure[] = [];
  for (const entry of discoverMachines(repoRoot)) {
    if (!entry.hasFlows) {
      figures.push({ machine: entry.name, ms: NaN, paths: 0, problem: 'no flows file' });
      continue;
    }
    try {
      const flows = ((await import(pathToFileURL(entry.flowsFile).href)) as { default?: AnyFlowsDefinition }).default;
      if (!flows) throw new Error('flows file has no default export');
      const samples: number[] = [];
      let paths = 0;
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        const prepared = prepareFlows(flows);
        samples.push(performance.now() - start);
        paths = prepared.paths.length;
      }
      figures.push({ machine: entry.name, ms: median(samples), paths });
    } catch (error) {
      figures.push({ machine: entry.name, ms: NaN, paths: 0, problem: error instanceof Error ? error.message : String(error) });
    }
  }
  return figures;
}
