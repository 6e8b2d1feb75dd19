import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rolldown, type RolldownPlugin } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { compileCommonJsEagerly, wrapCommonJsInFunctions } from '../../../scripts/build/compileCommonJsEagerly';

describe('wrapCommonJsInFunctions', () => {
  it("turns rolldown's arrow wrappers into parenthesised function expressions, whatever the parameters", () => {
    const code = [
      'var require_a = /* @__PURE__ */ __commonJSMin(((exports) => {',
      '\texports.a = 1;',
      '}));',
      'var require_b = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
      '\tmodule.exports = () => 2;',
      '}));',
      'var require_c = /* @__PURE__ */ __commonJSMin((() => {}));',
    ].join('\n');
    const out = wrapCommonJsInFunctions(code);
    expect(out).toContain('__commonJSMin((function(exports) {');
    expect(out).toContain('__commonJSMin((function(exports, module) {');
    expect(out).toContain('__commonJSMin((function() {}));');
    expect(out).toContain('module.exports = () => 2;'); // arrows inside a body stay arrows
    expect(out).not.toMatch(/__commonJSMin\(\(\(/);
  });

  it('leaves code without a CommonJS wrapper as it is', () => {
    const code = 'const f = ((x) => x + 1);\nexport { f };';
    expect(wrapCommonJsInFunctions(code)).toBe(code);
  });
});

describe('compileCommonJsEagerly with rolldown', () => {
  it('rewrites the wrapper rolldown really writes, and the module still runs as CommonJS', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cjs-eager-'));
    writeFileSync(join(dir, 'legacy.cjs'), 'exports.answer = 42;\nexports.self = this;\n');
    writeFileSync(join(dir, 'main.js'), "import legacy from './legacy.cjs';\nexport const answer = legacy.answer;\nexport const self = legacy.self;\n");
    const bundle = await rolldown({ input: join(dir, 'main.js'), plugins: [compileCommonJsEagerly() as unknown as RolldownPlugin] });
    const { output } = await bundle.write({ dir: join(dir, 'out'), format: 'esm' });
    await bundle.close();
    const code = output[0].code;
    expect(code).toMatch(/__commonJSMin\(\(function\(exports[\w$, ]*\) \{/);
    expect(code).not.toMatch(/__commonJSMin\(\(\(/);
    const built = (await import(pathToFileURL(join(dir, 'out', output[0].fileName)).href)) as { answer: number; self: { answer?: number } };
    expect(built.answer).toBe(42);
    expect(built.self.answer).toBe(42); // top-level `this` is still module.exports
  });
});
