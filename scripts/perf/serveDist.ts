/**
 * The sandbox serving a given build (not the shared `dist/`, which other work may be rebuilding):
 * `tsx scripts/perf/serveDist.ts <distDir> <port>`, in-memory data. Prints "ready" when listening.
 */
import { serve } from '@hono/node-server';
import { resolve } from 'node:path';
import { createSandbox } from '../../sandbox/app';

const [distArg, portArg] = process.argv.slice(2);
if (!distArg || !portArg) throw new Error('usage: serveDist.ts <distDir> <port>');
const sandbox = await createSandbox({ dataDir: 'memory://', distDir: resolve(distArg) });
const server = serve({ fetch: sandbox.app.fetch, port: Number(portArg) }, (info) => {
  console.log(`ready at http://localhost:${info.port}/`);
});
const stop = () => {
  server.close();
  void sandbox.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
