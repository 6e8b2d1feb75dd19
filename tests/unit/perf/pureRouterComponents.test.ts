import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropLinkPrefetch, markRouterComponentsPure } from '../../../scripts/build/pureRouterComponents';

const routerSource = [
  'var Link = React10.forwardRef(',
  '  function LinkWithRef(props, ref) { return null; }',
  ');',
  'Link.displayName = "Link";',
  'var Form = React9.forwardRef((props, ref) => null);',
  'Form.displayName = "Form";',
  'DataRouterContext.displayName = "DataRouter";',
  'var label = "x.displayName = \\"y\\";";',
].join('\n');

describe('markRouterComponentsPure', () => {
  const out = markRouterComponentsPure(routerSource);

  it('marks every forwardRef component pure, whatever the React import is called', () => {
    expect(out).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(out).toContain('var Form = /* @__PURE__ */ React9.forwardRef((props, ref) => null);');
  });

  it('drops the displayName statements and nothing else, keeping the line count', () => {
    expect(out).not.toMatch(/^\w+\.displayName =/m);
    expect(out).toContain('var label = "x.displayName = \\"y\\";";');
    expect(out.split('\n')).toHaveLength(routerSource.split('\n').length);
  });
});

describe('dropLinkPrefetch', () => {
  // The lines of React Router 7's Link that prefetch (lib/dom/lib.tsx as built into dist/production).
  const linkSource = [
    '    let [shouldPrefetch, prefetchRef, prefetchHandlers] = usePrefetchBehavior(',
    '      prefetch,',
    '      rest',
    '    );',
    '    let link = React10.createElement("a", { ...rest, ...prefetchHandlers, ref: mergeRefs(forwardedRef, prefetchRef) });',
    '    return shouldPrefetch && !isAbsolute ? /* @__PURE__ */ React10.createElement(React10.Fragment, null, link, /* @__PURE__ */ React10.createElement(PrefetchPageLinks, { page: href })) : link;',
  ].join('\n');

  it('gives Link the hook\'s answer outside framework mode and renders the <a> alone', () => {
    const out = dropLinkPrefetch(linkSource);
    expect(out).toContain('let [shouldPrefetch, prefetchRef, prefetchHandlers] = [false, null, {}];');
    expect(out).toContain('    return link;');
    expect(out).not.toMatch(/usePrefetchBehavior|PrefetchPageLinks/);
  });

  it('still finds both lines in the React Router installed (else the bytes came back)', () => {
    const dir = join(dirname(createRequire(import.meta.url).resolve('react-router')), '..', 'production');
    const file = readdirSync(dir).filter((name) => name.endsWith('.mjs')).map((name) => readFileSync(join(dir, name), 'utf8')).find((code) => code.includes('function usePrefetchBehavior'));
    expect(file).toBeDefined();
    const out = dropLinkPrefetch(file!);
    expect(out).not.toMatch(/usePrefetchBehavior\(\s*prefetch,\s*rest\s*\)/);
    expect(out).toContain('let [shouldPrefetch, prefetchRef, prefetchHandlers] = [false, null, {}];');
    expect(out).toMatch(/^\s*return link;$/m);
    expect(out).not.toMatch(/return shouldPrefetch && !isAbsolute/);
  });
});
