import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { esmJsxRuntime } from '../../../scripts/build/esmJsxRuntime';

const hook = <A extends unknown[], R>(handler: unknown) => handler as (...args: A) => R;

describe('esmJsxRuntime', () => {
  const plugin = esmJsxRuntime();
  const resolveId = hook<[string, string | undefined], string | null>(plugin.resolveId);
  const load = hook<[string], string | null>(plugin.load);

  it('sends the app\'s react/jsx-runtime imports to the facade, and the facade\'s own to React', () => {
    const facade = resolveId('react/jsx-runtime', '/app/ui/Screen.tsx');
    expect(facade).toBeTruthy();
    expect(resolveId('react/jsx-runtime', facade!)).toBeNull();
    expect(resolveId('react', '/app/ui/Screen.tsx')).toBeNull();
  });

  it('re-exports by name everything the JSX runtime has', () => {
    const code = load(resolveId('react/jsx-runtime', '/app/ui/Screen.tsx')!)!;
    const runtime = createRequire(import.meta.url)('react/jsx-runtime') as Record<string, unknown>;
    const exported = [...code.matchAll(/(\w+) = runtime\.\1\b/g)].map((match) => match[1]);
    expect(exported.sort()).toEqual(Object.keys(runtime).sort());
  });
});
