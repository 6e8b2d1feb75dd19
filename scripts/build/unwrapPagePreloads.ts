import { posix } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { transitiveImports } from './hoistTransitiveImports.ts';

// What Vite writes, after minification, into a chunk whose dynamic imports preload files.
const MAP_DEPS = /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/;
const MAP_DEPS_CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g;
// `__vitePreload(() => import(url), [], import.meta.url)`: a dynamic import with nothing to preload,
// maybe picking a named export (`.then(m => ({ default: m.Screen }))`). Other factories stay wrapped.
const NOTHING_TO_PRELOAD =
  /[\w$]+\(\(\)=>(import\((?:`[^`$]*`|"[^"]*")\)(?:\.then\(([\w$]+)=>\(\{default:\2\.[\w$]+\}\)\))?),\[\],import\.meta\.url\)/g;

function parseFileList(list: string): string[] | null {
  try {
    const files: unknown = JSON.parse(list);
    return Array.isArray(files) && files.every((file) => typeof file === 'string') ? files : null;
  } catch {
    return null; // not plain strings (a runtime URL expression): leave the list as Vite wrote it
  }
}

/**
 * Takes out of a chunk's preload lists the files `onThePage` says the page already has (paths as
 * the chunk names them, `./x.css`), then turns each dynamic import left with nothing to preload
 * back into a plain `import()`.
 */
export function withoutPagePreloads(code: string, onThePage: (file: string) => boolean): string {
  let out = code;
  const [header, list] = MAP_DEPS.exec(code) ?? [];
  const files = header && list && parseFileList(list);
  if (header && list && files) {
    const kept = files.filter((file) => !onThePage(file));
    const newIndex = new Map(kept.map((file, index) => [files.indexOf(file), index]));
    out = out.slice(header.length).replace(MAP_DEPS_CALL, (_, indexes: string) => {
      const left = indexes.split(',').flatMap((index) => newIndex.get(Number(index)) ?? []);
      return left.length ? `__vite__mapDeps([${left.join(',')}])` : '[]';
    });
    if (kept.length) out = header.replace(list, JSON.stringify(kept)) + out;
  }
  return out.replace(NOTHING_TO_PRELOAD, '$1');
}

/** The stylesheets of the entries and of every chunk they import statically: the page links them. */
function stylesheetsOfThePage(bundle: Rolldown.OutputBundle): Set<string> {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const graph = Object.fromEntries(chunks.map((chunk) => [chunk.fileName, chunk]));
  const css = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    for (const name of [entry.fileName, ...transitiveImports(graph, entry.fileName)]) {
      for (const file of graph[name]?.viteMetadata?.importedCss ?? []) css.add(file);
    }
  }
  return css;
}

/**
 * Every lazy chunk imports from the entry, so Vite lists the entry's stylesheet among the files to
 * preload for each dynamic import, and wraps each import in its preload helper to load it. The page
 * has that stylesheet from the start (inlined by the prerender), so the lists and most wrappers
 * carry nothing: about 0.5 KiB gzip of the whole app. Other stylesheets (the frame parts') stay.
 *
 * Runs after Vite's own `generateBundle`, which writes the lists.
 */
export function unwrapPagePreloads(): Plugin {
  return {
    name: 'unwrap-page-preloads',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const pageCss = stylesheetsOfThePage(bundle);
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const dir = posix.dirname(chunk.fileName);
          chunk.code = withoutPagePreloads(chunk.code, (file) => pageCss.has(posix.join(dir, file)));
        }
      },
    },
  };
}
