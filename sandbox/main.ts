import { serve } from '@hono/node-server';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandbox } from './app';
import { configFromEnv, numberFromEnv } from './config';

export { createSandbox } from './app';
export type { Sandbox, SandboxOptions } from './app';

/** `npm start`: the built app and the API on one port. PORT (4300), DATA_DIR (.data/sandbox), DIST_DIR (dist). */
async function main() {
  const port = numberFromEnv(process.env.PORT, 4300);
  const rawDir = process.env.DATA_DIR ?? '.data/sandbox';
  const dataDir = rawDir.startsWith('memory://') ? rawDir : resolve(rawDir);
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const distDir = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : resolve(fileURLToPath(new URL('../dist', import.meta.url)));
  const sandbox = await createSandbox({ dataDir, distDir, ...configFromEnv(process.env) });
  const server = serve({ fetch: sandbox.app.fetch, port }, (info) => {
    console.log(`Sandbox ready at http://localhost:${info.port}/ (data in ${dataDir})`);
  });
  const stop = () => {
    server.close();
    void sandbox.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const isEntry = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
