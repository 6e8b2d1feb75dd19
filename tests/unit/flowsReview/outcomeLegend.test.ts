import { describe, expect, it } from 'vitest';
import { outcomeLegend, outcomeText } from '../../../scripts/flows/outcomeLegend';
import { buildReview } from '../../../scripts/flows/review';
import type { AnyFlowsDefinition } from '../../flows/defineFlows';
import sampleFlows from '../../flows/harness/samples/orderSample.flows';
import { orderSampleMachine } from '../../flows/harness/samples/orderSample.machine';

const flows = sampleFlows as unknown as AnyFlowsDefinition;

describe('what "answers #n" means in the path list', () => {
  it('names each outcome the way the paths do, with its fixture as short text', () => {
    expect(outcomeLegend(flows)).toEqual([
      'fetch order answers #1: {"order":null}',
      'fetch order answers #2: {"order":{"id":"o-2","step":9}}',
      expect.stringMatching(/^fetch order answers #3: \{"order":\{/),
      'fetch order fails: error "offline"',
    ]);
  });

  it('leaves out outcomes the flows file already words (describe)', () => {
    expect(outcomeLegend(flows).some((line) => line.startsWith('submit form'))).toBe(false);
  });

  it('shows files by type and size and shortens long fixtures', () => {
    expect(outcomeText({ file: new Blob(['abc'], { type: 'image/jpeg' }) })).toBe('{"file":"a image/jpeg of 3 bytes"}');
    expect(outcomeText({ text: 'x'.repeat(500) })).toHaveLength(140);
  });

  it('is part of the page and the Markdown', () => {
    const { html, markdown } = buildReview([{ name: 'orderSample', machine: orderSampleMachine, flows }]);
    expect(html).toContain('<h3>What the answers in these paths are</h3>');
    expect(markdown).toContain('- fetch order fails: error "offline"');
  });
});
