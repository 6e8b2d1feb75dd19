import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['tests/{unit,machines,sandbox,flows}/**/*.test.ts'],
            // Starting an embedded PGlite sandbox in beforeAll takes seconds on a loaded runner.
            hookTimeout: 120_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'ui',
            environment: 'jsdom',
            include: ['tests/ui/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/ui/setup.ts'],
            // Views driven by user-event through many steps: 5 s is too tight on a 2-core CI runner.
            testTimeout: 15_000,
          },
        },
      ],
    },
  }),
);
