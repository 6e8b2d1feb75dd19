/** Prepares a flows definition and runs every path outside vitest's test tree (own tests, scripts). */
import type { AnyFlowsDefinition } from '../defineFlows';
import { CoverageCollector, computeCoverage, coverageProblems, type MachineCoverage } from './coverage';
import { executePath } from './executePath';
import { prepareFlows, type PreparedFlows } from './prepareFlows';

export interface FlowsRun {
  prepared: PreparedFlows;
  coverage: MachineCoverage;
  /** Static problems, failed paths and coverage gaps, each naming the machine. */
  problems: string[];
}

export async function runFlows(definition: AnyFlowsDefinition): Promise<FlowsRun> {
  const prepared = prepareFlows(definition);
  const collected = new CoverageCollector();
  const problems = [...prepared.problems];
  for (const path of prepared.paths) {
    try {
      collected.add(
        await executePath(path, {
          build: prepared.build,
          model: prepared.model,
          input: path.input,
          snapshot: path.snapshot,
          initialValue: path.initialValue,
          assertions: prepared.assertions,
        }),
      );
    } catch (error) {
      problems.push(`${path.description}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const coverage = computeCoverage(prepared.model, collected);
  problems.push(...coverageProblems(coverage));
  return { prepared, coverage, problems };
}
