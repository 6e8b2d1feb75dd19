import { describe, expect, it } from 'vitest';
import { markRouterComponentsPure } from '../../../scripts/build/pureRouterComponents';

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
