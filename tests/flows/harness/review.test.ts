import { describe, expect, it } from 'vitest';
import { buildReview } from '../../../scripts/flows/review';
import { toMermaid } from '../../../scripts/flows/mermaid';
import type { AnyFlowsDefinition } from '../defineFlows';
import sampleFlows from './samples/orderSample.flows';
import { orderSampleMachine } from './samples/orderSample.machine';

describe('offline flow review', () => {
  it('draws the machine as a Mermaid stateDiagram-v2 with nested states and labelled transitions', () => {
    const mermaid = toMermaid(orderSampleMachine);
    expect(mermaid.split('\n')[0]).toBe('stateDiagram-v2');
    expect(mermaid).toContain('[*] --> loading');
    expect(mermaid).toContain('state form {');
    expect(mermaid).toContain('loading --> empty : done fetchOrder [hasNoOrder]');
    expect(mermaid).toContain('form__editing --> form__editing : form.edited');
    expect(mermaid).toContain('form__submitting --> form__editing : after submitTimeout');
    expect(mermaid).toContain('done --> [*]');
    // Mermaid cannot draw into or out of another composite: the arrow is lifted and says so.
    expect(mermaid).toContain('form --> done : done submitForm (from form.submitting)');
    expect(mermaid).not.toMatch(/^\s*form__\w+ --> done/m);
  });

  it('writes a self-contained page, Markdown with Mermaid blocks, and importable JSON', () => {
    const { html, markdown, json } = buildReview([{ name: 'orderSample', machine: orderSampleMachine, flows: sampleFlows as unknown as AnyFlowsDefinition }]);
    // Nothing is fetched: no script or stylesheet sources, no links off the page.
    expect(html).not.toMatch(/<script|<link|src=|href="https?:/);
    expect(html).toContain('<svg');
    expect(html).toContain('Start in loading -&gt; fetch order fails -&gt; failed -&gt; order retry requested -&gt; loading');
    expect(markdown).toContain('```mermaid\nstateDiagram-v2');
    expect(markdown).toContain('1. Start in loading -> fetch order answers #1 -> empty');
    const config = JSON.parse(json['orderSample.json'] ?? '{}') as { id: string; states: Record<string, unknown> };
    expect(config.id).toBe('orderSample');
    expect(Object.keys(config.states)).toEqual(['loading', 'empty', 'failed', 'form', 'done']);
    expect(JSON.parse(json['orderSample.definition.json'] ?? '{}')).toMatchObject({ id: 'orderSample', type: 'compound' });
  });
});
