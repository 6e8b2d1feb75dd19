import type { Plugin } from 'vite';

const ROUTER_MODULE = /node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/;

/**
 * Lets the bundler drop React Router's components we never use (`Form` and what only it needs:
 * `useSubmit`, `useFormAction` and the form-data helpers, about 1.3 KiB gzip of the first screen).
 *
 * React Router declares its components as `var Form = React10.forwardRef(...)` followed by
 * `Form.displayName = "Form"`, without a `@__PURE__` mark. A call the bundler cannot prove pure and
 * a property written at module level both count as side effects, so every component stayed in the
 * first chunk whether it was imported or not. `forwardRef` has no side effect, and `displayName`
 * only names a component in React DevTools, so: mark the calls pure and drop the assignments.
 * If a React Router release changes these patterns, nothing breaks: the bytes come back, and the
 * size budget says so.
 */
export function markRouterComponentsPure(code: string): string {
  return code
    .replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef(')
    .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
}

export function pureRouterComponents(): Plugin {
  return {
    name: 'pure-router-components',
    apply: 'build',
    transform(code, id) {
      return ROUTER_MODULE.test(id) ? { code: markRouterComponentsPure(code), map: null } : null;
    },
  };
}
