import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type SpecMethod = 'GET' | 'POST' | 'MULTIPART';

/** SPEC.md beside the repository (`../shared/SPEC.md`), as every session reads it. */
const specPath = fileURLToPath(new URL('../../../shared/SPEC.md', import.meta.url));

/** SPEC section 7's calls, each with the method its list gives it. */
export function specCalls(): Map<string, SpecMethod> {
  if (!existsSync(specPath)) {
    throw new Error(`SPEC.md not found at ${specPath}: these tests check the calls against SPEC section 7`);
  }
  const spec = readFileSync(specPath, 'utf8');
  const section = spec.split(/^## /m).find((part) => part.startsWith('7. Calls'));
  if (!section) throw new Error('SPEC.md has no "## 7. Calls" section');
  const calls = new Map<string, SpecMethod>();
  const lists: Array<[RegExp, SpecMethod]> = [
    [/^GET: (.*)$/m, 'GET'],
    [/^POST: (.*)$/m, 'POST'],
    [/^POST multipart: (.*)$/m, 'MULTIPART'],
  ];
  for (const [pattern, method] of lists) {
    const line = pattern.exec(section)?.[1];
    if (!line) throw new Error(`SPEC section 7 has no "${method}" list`);
    for (const path of line.match(/\/[A-Za-z0-9_/-]+/g) ?? []) calls.set(path, method);
  }
  return calls;
}
