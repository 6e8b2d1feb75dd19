/**
 * Fails when a catalog is stale (a message in the code is missing from it) or when a Spanish
 * message has no translation. Runs `lingui extract`, compares, then puts the catalogs back as they were.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const localesDir = join(root, 'locales');

interface Entry {
  id: string;
  str: string;
}

function unquote(lines: string[]): string {
  return lines.map((line) => JSON.parse(line.trim()) as string).join('');
}

export function parsePo(text: string): Entry[] {
  const entries: Entry[] = [];
  let id: string[] | null = null;
  let str: string[] | null = null;
  let target: string[] | null = null;
  const flush = () => {
    if (id && str) {
      const entry = { id: unquote(id), str: unquote(str) };
      if (entry.id !== '') entries.push(entry);
    }
    id = str = target = null;
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      id = [line.slice(6)];
      target = id;
    } else if (line.startsWith('msgstr ')) {
      str = [line.slice(7)];
      target = str;
    } else if (line.startsWith('"') && target) {
      target.push(line);
    } else if (line.trim() === '' || line.startsWith('#')) {
      if (line.trim() === '') flush();
    }
  }
  flush();
  return entries;
}

const problems: string[] = [];
const before = new Map<string, string>();
for (const file of readdirSync(join(localesDir, 'en'))) {
  for (const locale of ['en', 'es']) before.set(`${locale}/${file}`, readFileSync(join(localesDir, locale, file), 'utf8'));
}

execFileSync('npx', ['lingui', 'extract'], { cwd: root, stdio: 'pipe' });

for (const [name, text] of before) {
  const now = readFileSync(join(localesDir, name), 'utf8');
  const ids = (t: string) => new Set(parsePo(t).map((entry) => entry.id));
  const missing = [...ids(now)].filter((id) => !ids(text).has(id));
  if (missing.length) problems.push(`${name}: not extracted yet (run npm run i18n:extract): ${missing.slice(0, 5).join(' | ')}`);
  if (name.startsWith('es/')) {
    const untranslated = parsePo(now).filter((entry) => entry.str.trim() === '');
    for (const entry of untranslated) problems.push(`${name}: no Spanish translation for "${entry.id}"`);
  }
}

for (const [name, text] of before) writeFileSync(join(localesDir, name), text);

if (problems.length) {
  console.error(`Translations check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('Translations check: every message has en and es.');
