/**
 * The path list says "load thread answers #3"; this says what answer #3 is, so that a product
 * person can follow a path without opening the flows file. Outcomes the flows file already words
 * (`describe`) are left out.
 */
import type { ActorOutcomes, AnyFlowsDefinition } from '../../tests/flows/defineFlows';
import { words } from '../../tests/flows/harness/describePath';

const MAX_TEXT = 140;

/** A fixture as short readable text: errors by message, files by type and size, objects as JSON. */
export function outcomeText(value: unknown): string {
  if (value instanceof Error) return `error "${value.message}"`;
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Error) return `error "${v.message}"`;
    if (typeof Blob !== 'undefined' && v instanceof Blob) return `a ${v.type || 'file'} of ${v.size} bytes`;
    return v;
  });
  if (text === undefined) return String(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

export function outcomeLegend(flows: AnyFlowsDefinition): string[] {
  const lines: string[] = [];
  for (const [src, outcomes] of Object.entries(flows.actors as Record<string, ActorOutcomes<unknown>>)) {
    const name = words(src);
    const list = (items: readonly unknown[] | undefined, verb: string, worded: boolean) => {
      if (!items || worded) return;
      items.forEach((item, i) => lines.push(`${name} ${verb}${items.length > 1 ? ` #${i + 1}` : ''}: ${outcomeText(item)}`));
    };
    list(outcomes.done, 'answers', outcomes.describe?.done !== undefined);
    list(outcomes.error, 'fails', outcomes.describe?.error !== undefined);
  }
  return lines;
}
