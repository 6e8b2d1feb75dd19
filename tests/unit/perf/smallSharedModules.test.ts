import { describe, expect, it } from 'vitest';
import { modulesAt, onlySmallSharedModules } from '../../../scripts/build/smallSharedModules';

describe('modulesAt', () => {
  const test = modulesAt(['ui/app/useMarket', 'machines/pagedList/pagedList.selectors']);

  it('matches the listed modules, .ts or .tsx, with either path separator', () => {
    expect(test.test('/repo/ui/app/useMarket.ts')).toBe(true);
    expect(test.test('/repo/ui/app/useMarket.tsx')).toBe(true);
    expect(test.test('C:\\repo\\machines\\pagedList\\pagedList.selectors.ts')).toBe(true);
  });

  it('matches no other module, however close its name', () => {
    expect(test.test('/repo/ui/app/useMarkets.ts')).toBe(false);
    expect(test.test('/repo/ui/app/myuseMarket.ts')).toBe(false);
    expect(test.test('/repo/machines/pagedList/pagedListXselectors.ts')).toBe(false);
    expect(test.test('/repo/other/ui/app/useMarket.ts.map')).toBe(false);
  });
});

describe('onlySmallSharedModules', () => {
  type Hook = (this: { error(message: string): never }, options: unknown, bundle: Record<string, unknown>) => void;
  const check = (moduleIds: string[]) => {
    const hook = onlySmallSharedModules(['ui/app/useMarket']).generateBundle as Hook;
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
    };
    hook.call(context, {}, {
      'assets/a.js': { type: 'chunk', name: 'shared', moduleIds },
      'assets/b.js': { type: 'chunk', name: 'xstate', moduleIds: ['/repo/node_modules/xstate/dist/xstate.esm.js'] },
    });
  };

  it('lets a shared chunk of listed modules through', () => {
    expect(() => check(['/repo/ui/app/useMarket.ts'])).not.toThrow();
  });

  it('fails the build, naming what a listed module pulled into the shared chunk', () => {
    expect(() => check(['/repo/ui/app/useMarket.ts', '/repo/node_modules/xstate/dist/xstate.esm.js'])).toThrow(
      /shared chunk also holds \/repo\/node_modules\/xstate\/dist\/xstate\.esm\.js/,
    );
  });
});
