/**
 * Turns a flows file into vitest tests: one check of the fixtures, one test per walked path (run on
 * a real actor), one coverage test that fails naming each state or transition no path reached.
 */
import { describe, expect, it } from 'vitest';
import type { AnyFlowsDefinition } from '../defineFlows';
import { CoverageCollector, computeCoverage, coverageProblems, type MachineCoverage } from './coverage';
import { executePath } from './executePath';
import { prepareFlows, type PreparedFlows } from './prepareFlows';

export interface DescribeFlowsOptions {
  /** Receives the machine's coverage once its coverage test has run. */
  onCoverage?: (coverage: MachineCoverage) => void;
}

export function describeFlows(definition: AnyFlowsDefinition, options: DescribeFlowsOptions = {}): PreparedFlows {
  const prepared = prepareFlows(definition);
  const collected = new CoverageCollector();
  describe(`flows: ${prepared.model.id}`, () => {
    it('has a fixture for every event, outcomes for every actor and an assertion for every leaf state', () => {
      expect(prepared.problems, prepared.problems.join('\n')).toEqual([]);
    });
    prepared.paths.forEach((path, index) => {
      it(`path ${index + 1}: ${path.description}`, async () => {
        const result = await executePath(path, {
          build: prepared.build,
          model: prepared.model,
          input: path.input,
          snapshot: path.snapshot,
          initialValue: path.initialValue,
          assertions: prepared.assertions,
        });
        collected.add(result);
      });
    });
    it('reaches every state and takes every transition (100 %)', () => {
      const coverage = computeCoverage(prepared.model, collected);
      options.onCoverage?.(coverage);
      const missing = coverageProblems(coverage);
      expect(missing, missing.join('\n')).toEqual([]);
    });
  });
  return prepared;
}
