import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProduction } from '../../../scripts/build/reactRouterProduction';

type Alias = { find: RegExp; replacement: string };
const config = reactRouterProduction().config as unknown as () => { resolve: { alias: Alias[] } };

describe('reactRouterProduction', () => {
  const { alias } = config().resolve;

  it('points react-router and react-router/dom, and nothing else, at the production files', () => {
    const target = (specifier: string) => alias.find(({ find }) => find.test(specifier))?.replacement;
    expect(target('react-router')).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    expect(target('react-router/dom')).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]dom-export\.mjs$/);
    expect(target('react-router-dom')).toBeUndefined();
    expect(target('react-router/internal/react-server-client')).toBeUndefined();
    expect(alias).toHaveLength(2);
  });

  it('uses files built with the dev warnings switched off', () => {
    const dir = dirname(alias[0]!.replacement);
    const chunks = readdirSync(dir).filter((name) => name.endsWith('.mjs')).map((name) => readFileSync(`${dir}/${name}`, 'utf8'));
    const flags = chunks.flatMap((code) => code.match(/var ENABLE_DEV_WARNINGS = \w+;/g) ?? []);
    expect(flags).toEqual(['var ENABLE_DEV_WARNINGS = false;']);
  });
});
