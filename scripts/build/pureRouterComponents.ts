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

/**
 * Takes `<Link prefetch>` out of `Link` (about 1.8 KiB gzip of the first screen): it works in
 * framework mode only. Without a FrameworkContext, which this app never has, `usePrefetchBehavior`
 * answers `[false, ref, {}]` on every render, so `Link` renders its `<a>` alone; no `prefetch` prop
 * is passed anywhere. Written as that answer, the hook, the `PrefetchPageLinks` it would render and
 * everything only they use are left for the bundler to drop. As above, a release that changes
 * these lines only brings the bytes back.
 */
export function dropLinkPrefetch(code: string): string {
  return code
    .replace(/usePrefetchBehavior\(\s*prefetch,\s*rest\s*\)/, '[false, null, {}]')
    .replace(/return shouldPrefetch && !isAbsolute \? [^\n]*PrefetchPageLinks[^\n]* : link;/, 'return link;');
}

export function pureRouterComponents(): Plugin {
  return {
    name: 'pure-router-components',
    apply: 'build',
    transform(code, id) {
      return ROUTER_MODULE.test(id) ? { code: dropLinkPrefetch(markRouterComponentsPure(code)), map: null } : null;
    },
  };
}
