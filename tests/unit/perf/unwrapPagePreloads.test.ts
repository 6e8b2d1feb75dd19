import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { unwrapPagePreloads, withoutPagePreloads } from '../../../scripts/build/unwrapPagePreloads';

const header = (files: string[]) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);\n`;
const onThePage = (file: string) => file === './index-a.css';

describe('withoutPagePreloads', () => {
  it("unwraps imports whose only preload is the page's stylesheet, and drops the list", () => {
    const code = `${header(['./index-a.css'])}var n={a:e(()=>t(()=>import(\`./a.js\`),__vite__mapDeps([0]),import.meta.url)),b:e(()=>t(()=>import("./b.js"),__vite__mapDeps([0]),import.meta.url))};`;
    expect(withoutPagePreloads(code, onThePage)).toBe('var n={a:e(()=>import(`./a.js`)),b:e(()=>import("./b.js"))};');
  });

  it('keeps the other stylesheets, renumbered, and the wrappers that still load one', () => {
    const code = `${header(['./index-a.css', './frame-b.css'])}f(()=>t(()=>import(\`./frame.js\`),__vite__mapDeps([0,1]),import.meta.url));g(()=>t(()=>import(\`./x.js\`),__vite__mapDeps([0]),import.meta.url));`;
    expect(withoutPagePreloads(code, onThePage)).toBe(
      `${header(['./frame-b.css'])}f(()=>t(()=>import(\`./frame.js\`),__vite__mapDeps([0]),import.meta.url));g(()=>import(\`./x.js\`));`,
    );
  });

  it('unwraps imports Vite already left with an empty list, and leaves other code alone', () => {
    expect(withoutPagePreloads('a(()=>t(()=>import(`./c.js`),[],import.meta.url));', onThePage)).toBe('a(()=>import(`./c.js`));');
    expect(withoutPagePreloads('a(()=>t(()=>import(`./c.js`).then(e=>({default:e.Login})),[],import.meta.url));', onThePage)).toBe(
      'a(()=>import(`./c.js`).then(e=>({default:e.Login})));',
    );
    const plain = 'const x=()=>import(`./d.js`);t(()=>y(),[],import.meta.url);t(async()=>{await import(`./e.js`)},[],import.meta.url);';
    expect(withoutPagePreloads(plain, onThePage)).toBe(plain);
  });
});

describe('unwrapPagePreloads in a Vite build', () => {
  it("leaves no preload of the entry's stylesheet, and the lazy chunk is imported plainly", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'unwrap-preloads-'));
    writeFileSync(join(dir, 'main.css'), 'body{margin:0}\n');
    writeFileSync(join(dir, 'main.js'), "import './main.css';\nexport const greet = (name) => `hi ${name}`;\nexport const routes = () => import('./routes.js');\n");
    // As in the app: a lazy route table imports each screen lazily, and the screen imports from the entry.
    writeFileSync(join(dir, 'routes.js'), "export const screen = () => import('./screen.js');\n");
    writeFileSync(join(dir, 'screen.js'), "import { greet } from './main.js';\nexport const text = greet('b');\n");
    const bundle = async (plugins: ReturnType<typeof unwrapPagePreloads>[]) => {
      const result = (await build({
        root: dir,
        base: './',
        logLevel: 'silent',
        configFile: false,
        plugins,
        build: {
          write: false,
          // As vite.config.ts: no polyfill, and lazy imports preload stylesheets only.
          modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
          rolldownOptions: { input: join(dir, 'main.js'), preserveEntrySignatures: 'exports-only' },
        },
      })) as Rolldown.RolldownOutput;
      return result.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
    };

    const asVite = await bundle([]);
    expect(asVite).toContain('__vite__mapDeps'); // what the plugin is for: Vite lists main.css for lazy.js
    const unwrapped = await bundle([unwrapPagePreloads()]);
    expect(unwrapped).not.toContain('__vite__mapDeps');
    expect(unwrapped).not.toMatch(/import\([^)]*\),\[\],import\.meta\.url\)/); // no wrapper left with nothing to do
    expect(unwrapped).toMatch(/\(\)=>import\([`"]\.\/[\w-]+\.js[`"]\)/);
  });
});
