import type { APIRequestContext } from '@playwright/test';

/**
 * A route pattern for the app's entry chunk, which is named by its hash alone: read from the loader
 * index.html starts (`assets/load-entry-*.js`), the one place that names it.
 */
export async function appEntryPattern(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const loader = /src="\.\/(assets\/load-entry-[^"]+\.js)"/.exec(html)?.[1];
  if (!loader) throw new Error('index.html starts no entry loader');
  const entry = /\.src="\.\/(assets\/[^"]+\.js)"/.exec(await (await request.get(`/${loader}`)).text())?.[1];
  if (!entry) throw new Error(`${loader} names no entry`);
  return `**/${entry}`;
}
