import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseRouteKey, type HandlerMap, type RoutedHandler } from './handlers';

/**
 * Every `sandbox/routes/*.ts` module registers itself by default-exporting `defineHandlers({...})`:
 * creating the file is the registration, so the areas never edit a shared list. Two modules claiming
 * the same path is a startup error.
 */
const ROUTES_DIR = new URL('./routes/', import.meta.url);

export async function loadHandlers(extra: HandlerMap[] = []): Promise<Map<string, RoutedHandler>> {
  const files = readdirSync(fileURLToPath(ROUTES_DIR))
    .filter((name) => /^[a-zA-Z][\w-]*\.ts$/.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.test.ts'))
    .sort();
  const modules: { source: string; map: HandlerMap }[] = [];
  for (const name of files) {
    const mod = (await import(pathToFileURL(fileURLToPath(new URL(name, ROUTES_DIR))).href)) as { default?: HandlerMap };
    if (!mod.default || typeof mod.default !== 'object') {
      throw new Error(`sandbox/routes/${name} must default-export defineHandlers({...})`);
    }
    modules.push({ source: `sandbox/routes/${name}`, map: mod.default });
  }
  extra.forEach((map, i) => modules.push({ source: `extra handlers #${i}`, map }));

  // Keyed by path alone: a call has one method, so the same path under GET and POST is a mistake too.
  const handlers = new Map<string, RoutedHandler>();
  const owner = new Map<string, string>();
  for (const { source, map } of modules) {
    for (const [key, entry] of Object.entries(map)) {
      const { method, path } = parseRouteKey(key);
      const previous = owner.get(path);
      if (previous) throw new Error(`sandbox: ${path} is registered by both ${previous} and ${source}`);
      owner.set(path, source);
      handlers.set(path, { ...entry, method });
    }
  }
  return handlers;
}
