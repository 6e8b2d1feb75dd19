/** A machine as a Mermaid `stateDiagram-v2`, read from its state nodes. */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { readMachine } from '../../tests/flows/harness/machineModel';

const idOf = (node: AnyStateNode) => node.path.join('__') || 'root';
const label = (text: string) => text.replace(/[:;#{}"]/g, ' ').replace(/\s+/g, ' ').trim();

export function toMermaid(machine: AnyStateMachine): string {
  const model = readMachine(machine);
  const lines: string[] = ['stateDiagram-v2'];

  const writeNode = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states) as AnyStateNode[];
    const initialTarget = (node.initial?.target ?? [])[0] as AnyStateNode | undefined;
    if (node.type === 'parallel') {
      children.forEach((child, i) => {
        if (i > 0) lines.push(`${indent}--`);
        writeState(child, indent);
      });
      return;
    }
    if (initialTarget) lines.push(`${indent}[*] --> ${idOf(initialTarget)}`);
    for (const child of children) writeState(child, indent);
  };

  const writeState = (node: AnyStateNode, indent: string) => {
    const id = idOf(node);
    lines.push(`${indent}state "${label(node.key)}" as ${id}`);
    if (node.type === 'compound' || node.type === 'parallel') {
      lines.push(`${indent}state ${id} {`);
      writeNode(node, `${indent}  `);
      lines.push(`${indent}}`);
    }
    if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
  };

  writeNode(machine.root, '  ');

  const nodeOf = new Map<string, AnyStateNode>();
  const collect = (n: AnyStateNode) => {
    nodeOf.set(n.path.join('.') || '(root)', n);
    for (const c of Object.values(n.states) as AnyStateNode[]) collect(c);
  };
  collect(machine.root);
  for (const [definition, info] of model.byDefinition) {
    const source = (definition as AnyTransitionDefinition).source as AnyStateNode;
    const from = source.path.length ? idOf(source) : 'root';
    const targets = info.targets.length ? info.targets : [info.sourcePath];
    for (const target of targets) {
      const targetNode = nodeOf.get(target);
      const to = targetNode && targetNode.path.length ? idOf(targetNode) : 'root';
      if (from === 'root') {
        // Root-level transitions apply in every state: a note on the target says so.
        if (to !== 'root') lines.push(`  note right of ${to} : from any state on ${label(info.eventLabel)}`);
        continue;
      }
      lines.push(`  ${from} --> ${to} : ${label(info.eventLabel)}`);
    }
  }
  return lines.join('\n');
}
