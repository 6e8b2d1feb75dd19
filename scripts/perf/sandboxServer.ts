import { spawn, type ChildProcess } from 'node:child_process';

/** Starts the sandbox serving the build in `distDir` on a port of its own, with in-memory data. */
export async function startSandbox(distDir: string, port: number): Promise<{ url: string; stop(): void }> {
  const child: ChildProcess = spawn('npx', ['tsx', 'scripts/perf/serveDist.ts', distDir, String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so that stop() ends npx, tsx and node together
  });
  const url = `http://localhost:${port}/`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('sandbox did not start within 120 s')), 120_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
  return {
    url,
    /** Safe to call more than once (the bench calls it when done and again on exit). */
    stop() {
      if (!child.pid) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // the whole group has already gone
      }
    },
  };
}
