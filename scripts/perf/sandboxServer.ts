import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Starts the sandbox (serving the built app) on a port of its own, with throwaway data. */
export async function startSandbox(port: number): Promise<{ url: string; stop(): void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-sandbox-'));
  const child: ChildProcess = spawn('npx', ['tsx', 'sandbox/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://localhost:${port}/`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('sandbox did not start within 60 s')), 60_000);
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
    stop() {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
