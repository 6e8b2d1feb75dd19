import { posix } from 'node:path';
import type { Plugin } from 'vite';

interface ChunkGraph {
  [fileName: string]: { imports: string[]; isEntry: boolean } | undefined;
}

/** Every chunk `fileName` imports statically, directly or through other chunks (itself excluded). */
export function transitiveImports(graph: ChunkGraph, fileName: string): Set<string> {
  const found = new Set<string>();
  const pending = [...(graph[fileName]?.imports ?? [])];
  while (pending.length) {
    const next = pending.pop()!;
    if (next === fileName || found.has(next)) continue;
    found.add(next);
    pending.push(...(graph[next]?.imports ?? []));
  }
  return found;
}

// One bundle's chunk graph is the same object for every chunk it renders: walk its entries once.
const pageChunksByGraph = new WeakMap<ChunkGraph, Set<string>>();

/** The main entry and every chunk it imports: the page already has them when a lazy chunk loads. */
function loadedWithThePage(graph: ChunkGraph): Set<string> {
  let loaded = pageChunksByGraph.get(graph);
  if (!loaded) {
    loaded = new Set<string>();
    for (const [name, chunk] of Object.entries(graph)) {
      if (!chunk?.isEntry) continue;
      loaded.add(name);
      for (const dep of transitiveImports(graph, name)) loaded.add(dep);
    }
    pageChunksByGraph.set(graph, loaded);
  }
  return loaded;
}

/**
 * The chunks a lazily imported chunk needs but does not import itself, less those the page already
 * has, in a stable order.
 */
export function importsToHoist(graph: ChunkGraph, fileName: string): string[] {
  const onThePage = loadedWithThePage(graph);
  const direct = new Set(graph[fileName]?.imports ?? []);
  return [...transitiveImports(graph, fileName)].filter((dep) => !direct.has(dep) && !onThePage.has(dep)).sort();
}

/**
 * Rollup's `output.hoistTransitiveImports`, which rolldown does not implement yet: each lazily
 * imported chunk also imports, as bare `import "./x.js"`, every chunk it needs through other chunks.
 * The browser then requests a screen's whole chunk tree as soon as it has parsed the screen's own
 * chunk, instead of one level of the tree per round trip.
 *
 * It replaces Vite's `<link rel="modulepreload">` per dependency, which each cost the main thread
 * about a millisecond to insert (a screen has 10-25 of them) and made the boot's longest tasks.
 * The bare imports go at the end of the chunk: a module's requests are evaluated in source order,
 * and these chunks are already evaluated earlier through the chunk's own imports, so the order in
 * which modules run does not change.
 */
export function hoistTransitiveImports(): Plugin {
  return {
    name: 'hoist-transitive-imports',
    apply: 'build',
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.isDynamicEntry || chunk.isEntry) return null;
      const hoisted = importsToHoist(meta.chunks, chunk.fileName);
      if (!hoisted.length) return null;
      const from = posix.dirname(chunk.fileName);
      const lines = hoisted.map((dep) => `import ${JSON.stringify(`./${posix.relative(from, dep)}`)};`);
      return { code: `${code}\n${lines.join('\n')}\n`, map: null };
    },
  };
}
