/**
 * A machine as a Mermaid `stateDiagram-v2`, read from its state nodes. Mermaid cannot draw an arrow
 * into or out of another composite state, so each transition is drawn inside the closest state that
 * contains both ends, between the ends' ancestors at that level; the label then names the real
 * source/target ("(from form.submitting)").
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { readMachine } from '../../tests/flows/harness/machineModel';

const idOf = (node: AnyStateNode) => node.path.join('__') || 'root';
const label = (text: string) => text.replace(/[:;#{}"]/g, ' ').replace(/\s+/g, ' ').trim();
const pathText = (node: AnyStateNode) => node.path.join('.');

function ancestors(node: AnyStateNode): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) out.unshift(n);
  return out; // root first
}

/** The closest state containing both, and the ancestors of each that are its direct children. */
function liftToCommonParent(source: AnyStateNode, target: AnyStateNode) {
  const a = ancestors(source);
  const b = ancestors(target);
  let depth = 0;
  while (depth < a.length - 1 && depth < b.length - 1 && a[depth + 1] === b[depth + 1]) depth++;
  // The container must be a proper ancestor of both ends, so that each end maps to one child.
  if (a[depth] === source || b[depth] === target) depth = Math.max(0, depth - 1);
  const container = a[depth] as AnyStateNode;
  return { container, from: a[depth + 1] ?? source, to: b[depth + 1] ?? target };
}

export function toMermaid(machine: AnyStateMachine): string {
  const model = readMachine(machine);
  const edgesIn = new Map<AnyStateNode, string[]>();
  const notes: string[] = [];

  for (const [definition, info] of model.byDefinition) {
    const source = (definition as AnyTransitionDefinition).source as AnyStateNode;
    const targets = ((definition as AnyTransitionDefinition).target ?? []) as AnyStateNode[];
    for (const target of targets.length ? targets : [source]) {
      if (source === machine.root) {
        // Root-level transitions apply in every state: a note on the target says so.
        if (target !== machine.root) notes.push(`note right of ${idOf(target)} : from any state on ${label(info.eventLabel)}`);
        continue;
      }
      const { container, from, to } = liftToCommonParent(source, target);
      const extra = [from !== source ? `from ${pathText(source)}` : '', to !== target ? `to ${pathText(target)}` : '']
        .filter(Boolean)
        .join(', ');
      const text = label(info.eventLabel) + (extra ? ` (${extra})` : '');
      const list = edgesIn.get(container) ?? [];
      list.push(`${idOf(from)} --> ${idOf(to)} : ${text}`);
      edgesIn.set(container, list);
    }
  }

  const lines: string[] = ['stateDiagram-v2'];
  const writeBody = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states) as AnyStateNode[];
    if (node.type === 'parallel') {
      children.forEach((child, i) => {
        if (i > 0) lines.push(`${indent}--`);
        writeState(child, indent);
      });
    } else {
      const initialTarget = (node.initial?.target ?? [])[0] as AnyStateNode | undefined;
      if (initialTarget) lines.push(`${indent}[*] --> ${idOf(initialTarget)}`);
      for (const child of children) writeState(child, indent);
    }
    for (const edge of edgesIn.get(node) ?? []) lines.push(`${indent}${edge}`);
  };
  const writeState = (node: AnyStateNode, indent: string) => {
    const id = idOf(node);
    const composite = node.type === 'compound' || node.type === 'parallel';
    // A composite is declared once, by its block (a second declaration confuses some renderers).
    if (!composite) lines.push(`${indent}state "${label(node.key)}" as ${id}`);
    if (composite) {
      lines.push(`${indent}state ${id} {`);
      writeBody(node, `${indent}  `);
      lines.push(`${indent}}`);
    }
    if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
  };

  writeBody(machine.root, '  ');
  for (const note of notes) lines.push(`  ${note}`);
  return lines.join('\n');
}
