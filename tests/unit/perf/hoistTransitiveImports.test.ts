import { describe, expect, it } from 'vitest';
import { hoistTransitiveImports, importsToHoist, transitiveImports } from '../../../scripts/build/hoistTransitiveImports';

// index (the page's entry) -> react; Home (lazy) -> wiring -> xstate -> runtime, wiring -> index
const graph = {
  'assets/index.js': { imports: ['assets/react.js'], isEntry: true },
  'assets/react.js': { imports: [], isEntry: false },
  'assets/Home.js': { imports: ['assets/index.js', 'assets/wiring.js'], isEntry: false },
  'assets/wiring.js': { imports: ['assets/xstate.js', 'assets/index.js'], isEntry: false },
  'assets/xstate.js': { imports: ['assets/runtime.js'], isEntry: false },
  'assets/runtime.js': { imports: ['assets/xstate.js'], isEntry: false }, // a cycle between chunks
};

type RenderChunk = (code: string, chunk: object, options: object, meta: object) => { code: string } | null;
const render = hoistTransitiveImports().renderChunk as unknown as RenderChunk;
const chunk = (fileName: string, kind: { isEntry?: boolean; isDynamicEntry?: boolean }) => ({
  fileName,
  isEntry: false,
  isDynamicEntry: false,
  ...kind,
  imports: graph[fileName as keyof typeof graph].imports,
});

describe('hoistTransitiveImports', () => {
  it('follows imports through other chunks, cycles included, without the chunk itself', () => {
    expect([...transitiveImports(graph, 'assets/Home.js')].sort()).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/runtime.js',
      'assets/wiring.js',
      'assets/xstate.js',
    ]);
    expect([...transitiveImports(graph, 'assets/xstate.js')]).toEqual(['assets/runtime.js']);
  });

  it('hoists what a lazy chunk needs indirectly, less its own imports and what the page already loaded', () => {
    expect(importsToHoist(graph, 'assets/Home.js')).toEqual(['assets/runtime.js', 'assets/xstate.js']);
    expect(importsToHoist(graph, 'assets/xstate.js')).toEqual([]);
  });

  it('appends bare imports after the code of a lazily imported chunk, so evaluation order stays the same', () => {
    const code = 'import{a}from"./index.js";import"./wiring.js";export default a;';
    const out = render(code, chunk('assets/Home.js', { isDynamicEntry: true }), {}, { chunks: graph });
    expect(out?.code).toBe(`${code}\nimport "./runtime.js";\nimport "./xstate.js";\n`);
  });

  it('leaves the page entry and chunks that are never imported lazily unchanged', () => {
    expect(render('x', chunk('assets/index.js', { isEntry: true }), {}, { chunks: graph })).toBeNull();
    expect(render('x', chunk('assets/wiring.js', {}), {}, { chunks: graph })).toBeNull();
    expect(render('x', chunk('assets/xstate.js', { isDynamicEntry: true }), {}, { chunks: graph })).toBeNull();
  });
});
