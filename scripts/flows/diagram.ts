/**
 * Diagrams that need no network: a layered SVG of the top-level states (edges of nested states
 * drawn between their top-level ancestors), and nested HTML boxes listing every transition.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { readMachine } from '../../tests/flows/harness/machineModel';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const topOf = (path: string) => (path === '(root)' ? undefined : path.split('.')[0]);

interface Edge {
  from: string;
  to: string;
  labels: string[];
}

export function renderSvg(machine: AnyStateMachine): string {
  const model = readMachine(machine);
  const tops = Object.keys(machine.root.states);
  const edges = new Map<string, Edge>();
  for (const t of model.transitions) {
    const from = topOf(t.sourcePath);
    if (!from) continue; // root-level: listed in the boxes as "from any state"
    for (const target of t.targets.length ? t.targets : [t.sourcePath]) {
      const to = topOf(target);
      if (!to) continue;
      const key = `${from}->${to}`;
      const edge = edges.get(key) ?? { from, to, labels: [] };
      edge.labels.push(t.eventLabel);
      edges.set(key, edge);
    }
  }

  // Layers by breadth-first distance from the initial state; unreachable ones go last.
  const initial = ((machine.root.initial?.target ?? [])[0] as AnyStateNode | undefined)?.key ?? tops[0];
  const layerOf = new Map<string, number>();
  if (initial) layerOf.set(initial, 0);
  const queue = initial ? [initial] : [];
  while (queue.length) {
    const current = queue.shift() as string;
    for (const e of edges.values()) {
      if (e.from === current && !layerOf.has(e.to)) {
        layerOf.set(e.to, (layerOf.get(current) ?? 0) + 1);
        queue.push(e.to);
      }
    }
  }
  const isFinal = (name: string) => (machine.root.states[name] as AnyStateNode).type === 'final';
  for (const top of tops) if (isFinal(top) && top !== initial) layerOf.delete(top);
  const maxLayer = Math.max(0, ...layerOf.values());
  // Unreachable states, then final states, go below everything else.
  for (const top of tops) if (!layerOf.has(top) && !isFinal(top)) layerOf.set(top, maxLayer + 1);
  const lastLayer = Math.max(0, ...layerOf.values()) + 1;
  for (const top of tops) if (!layerOf.has(top)) layerOf.set(top, lastLayer);
  const layers: string[][] = [];
  for (const top of tops) (layers[layerOf.get(top) ?? 0] ??= []).push(top);
  for (let i = 0; i < layers.length; i++) layers[i] ??= [];

  const boxW = 150;
  const boxH = 40;
  const gapX = 70;
  const gapY = 90;
  const widest = Math.max(1, ...layers.map((l) => l?.length ?? 0));
  const width = widest * (boxW + gapX) + gapX + 260;
  const pos = new Map<string, { x: number; y: number }>();
  layers.forEach((layer, li) => {
    const rowWidth = layer.length * (boxW + gapX) - gapX;
    const startX = (width - 260 - rowWidth) / 2;
    layer.forEach((name, i) => pos.set(name, { x: startX + i * (boxW + gapX), y: 20 + li * (boxH + gapY) }));
  });
  const height = layers.length * (boxH + gapY) + 20;

  const parts: string[] = [];
  let backEdges = 0;
  for (const e of edges.values()) {
    const a = pos.get(e.from);
    const b = pos.get(e.to);
    if (!a || !b) continue;
    const full = e.labels.join(', ');
    const first = e.labels[0] ?? '';
    const text = (e.labels.length > 1 ? `${first} +${e.labels.length - 1}` : first).slice(0, 40);
    let d: string;
    let lx: number;
    let ly: number;
    if (e.from === e.to) {
      // Loop over the top-right corner, label above the box.
      const x = a.x + boxW - 30;
      const y = a.y;
      d = `M ${x} ${y} C ${x - 5} ${y - 30}, ${x + 40} ${y - 30}, ${x + 30} ${y}`;
      lx = a.x + 8;
      ly = y - 10;
    } else if (b.y > a.y) {
      d = `M ${a.x + boxW / 2} ${a.y + boxH} L ${b.x + boxW / 2} ${b.y}`;
      // Labels sit nearer the target, where fanned-out edges are further apart.
      lx = a.x + boxW / 2 + 0.68 * (b.x - a.x) + 4;
      ly = a.y + boxH + 0.68 * (b.y - a.y - boxH);
    } else if (b.y === a.y) {
      const leftToRight = b.x > a.x;
      const sx = leftToRight ? a.x + boxW : a.x;
      const tx = leftToRight ? b.x : b.x + boxW;
      const y = a.y + boxH / 2 + (leftToRight ? -6 : 6);
      d = `M ${sx} ${y} L ${tx} ${y}`;
      lx = Math.min(sx, tx) + 4;
      ly = y + (leftToRight ? -6 : 16);
    } else {
      // Back edge: curve around the right-hand side, each one a little wider than the last.
      const sx = a.x + boxW;
      const sy = a.y + boxH / 2 + 6;
      const tx = b.x + boxW;
      const ty = b.y + boxH / 2 - 6;
      const bend = Math.max(sx, tx) + 40 + 18 * (backEdges++ % 6);
      d = `M ${sx} ${sy} C ${bend} ${sy}, ${bend} ${ty}, ${tx} ${ty}`;
      lx = bend - 10;
      ly = (sy + ty) / 2;
    }
    parts.push(`<path d="${d}" class="edge" marker-end="url(#arrow)"/>`);
    parts.push(`<text x="${lx}" y="${ly}" class="edge-label"><title>${escapeHtml(full)}</title>${escapeHtml(text)}</text>`);
  }
  for (const [name, p] of pos) {
    const node = machine.root.states[name] as AnyStateNode;
    const cls = node.type === 'final' ? 'state final' : node.type === 'atomic' ? 'state' : 'state compound';
    parts.push(`<a href="#${escapeHtml(`${machine.id}.${name}`)}"><rect x="${p.x}" y="${p.y}" width="${boxW}" height="${boxH}" rx="10" class="${cls}"/>`);
    parts.push(`<text x="${p.x + boxW / 2}" y="${p.y + boxH / 2 + 5}" text-anchor="middle" class="state-label">${escapeHtml(name)}</text></a>`);
  }
  if (initial && pos.get(initial)) {
    const p = pos.get(initial) as { x: number; y: number };
    parts.unshift(`<circle cx="${p.x - 22}" cy="${p.y + boxH / 2}" r="6" class="start"/><path d="M ${p.x - 16} ${p.y + boxH / 2} L ${p.x} ${p.y + boxH / 2}" class="edge" marker-end="url(#arrow)"/>`);
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(machine.id)} states">`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z"/></marker></defs>',
    ...parts,
    '</svg>',
  ].join('\n');
}

/** Every state as a box (children nested), with its outgoing transitions as labelled arrows. */
export function renderBoxes(machine: AnyStateMachine): string {
  const model = readMachine(machine);
  const box = (node: AnyStateNode): string => {
    const path = node.path.join('.') || '(root)';
    const rows = model.transitions
      .filter((t) => t.sourcePath === path)
      .map((t) => {
        const to = t.targets.length ? t.targets.map((x) => `<a href="#${escapeHtml(`${machine.id}.${x}`)}">${escapeHtml(x)}</a>`).join(', ') : '<em>stays</em>';
        return `<li><span class="ev">${escapeHtml(t.eventLabel)}</span> &rarr; ${to}</li>`;
      });
    const invokes = node.invoke.map((inv) => `<li class="inv">runs <b>${escapeHtml(String(inv.src))}</b></li>`);
    const children = (Object.values(node.states) as AnyStateNode[]).map(box).join('');
    const initial = ((node.initial?.target ?? [])[0] as AnyStateNode | undefined)?.key;
    const title = node.path.length ? node.key : `${machine.id} (${path === '(root)' ? 'any state' : path})`;
    const badges = [node.type !== 'atomic' ? node.type : '', initial ? `starts in ${initial}` : '', ...(node.tags ?? [])]
      .filter(Boolean)
      .map((b) => `<span class="badge">${escapeHtml(b)}</span>`)
      .join(' ');
    return `<div class="box ${node.type}" id="${escapeHtml(`${machine.id}.${path}`)}"><div class="title">${escapeHtml(title)} ${badges}</div>${
      invokes.length || rows.length ? `<ul>${invokes.join('')}${rows.join('')}</ul>` : ''
    }${children ? `<div class="children">${children}</div>` : ''}</div>`;
  };
  return box(machine.root);
}
