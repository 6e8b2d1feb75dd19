import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

/**
 * Lingui names each message by six characters of a hash (`9yUOFY`), written in every descriptor
 * of the code and as a key in each language's catalog: about 800 ids, random characters that do
 * not compress. For builds (the app's and the prerender's alike), each id becomes its shortest
 * prefix that no other id starts with, two or three characters for nearly all: about 6 KiB gzip
 * less of the whole app in each language. A prefix, not a counter, so that adding a message
 * changes no other message's id, and chunks that did not change keep their content and their
 * cached file. Dev and the tests keep Lingui's own ids.
 */

/** Every message id of the source catalogs (six characters of a hash, e.g. `9yUOFY`). */
export async function messageIds(): Promise<string[]> {
  const config = getConfig();
  const ids = new Set<string>();
  for (const catalog of await getCatalogs(config)) {
    Object.keys((await catalog.read(config.sourceLocale ?? 'en')) ?? {}).forEach((id) => ids.add(id));
  }
  return [...ids].sort();
}

const commonPrefix = (a = '', b = '') => {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n;
};

/** Each id's shortest prefix that no other id starts with. */
export function shortestUniquePrefixes(sortedIds: readonly string[]): Map<string, string> {
  return new Map(
    sortedIds.map((id, n) => [id, id.slice(0, 1 + Math.max(commonPrefix(id, sortedIds[n - 1]), commonPrefix(id, sortedIds[n + 1])))]),
  );
}

const CODE_ID = /(\bid:\s*)(["'`])([\w+/]{6})\2/g;
const CATALOG_KEY = /([{,]\\?")([\w+/]{6})(\\?":)/g;

export function shortenIds(code: string, map: ReadonlyMap<string, string>): string {
  return code
    .replace(CODE_ID, (all, head: string, quote: string, id: string) => (map.has(id) ? `${head}${quote}${map.get(id)}${quote}` : all))
    .replace(CATALOG_KEY, (all, head: string, id: string, tail: string) => (map.has(id) ? `${head}${map.get(id)}${tail}` : all));
}

export function shortMessageIds(): Plugin {
  let map: Promise<Map<string, string>> | undefined;
  return {
    name: 'short-message-ids',
    apply: 'build',
    async renderChunk(code) {
      map ??= messageIds().then(shortestUniquePrefixes);
      const out = shortenIds(code, await map);
      return out === code ? null : { code: out, map: null };
    },
  };
}
