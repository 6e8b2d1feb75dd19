import { describe, expect, it } from 'vitest';
import { messageIds, shortenIds, shortestUniquePrefixes } from '../../../scripts/build/shortMessageIds';

describe('shortMessageIds', () => {
  it('gives each id the shortest prefix no other id starts with', () => {
    const map = shortestUniquePrefixes(['+1vk8H', '+5kO8P', '9yUOFY', 'a3pVqb', 'a3pWx1', 'b00000']);
    expect([...map.values()]).toEqual(['+1', '+5', '9', 'a3pV', 'a3pW', 'b']);
  });

  it('keeps a short id when a message is added elsewhere, so other chunks keep their content', () => {
    const before = shortestUniquePrefixes(['+1vk8H', '9yUOFY', 'plhHQt']);
    const after = shortestUniquePrefixes(['+1vk8H', '9yUOFY', 'Kq0000', 'plhHQt']);
    expect(after.get('+1vk8H')).toBe(before.get('+1vk8H'));
    expect(after.get('plhHQt')).toBe(before.get('plhHQt'));
  });

  it('rewrites ids in descriptors and catalog keys, and nothing else', () => {
    const map = new Map([['9yUOFY', '9'], ['al6+vr', 'al']]);
    const code = 'f({id:`9yUOFY`}),g({id:"al6+vr",values:{a}}),m({id:`borrow`});var e=JSON.parse(`{"9yUOFY":["Hola"],"al6+vr":["Adiós"],"zzzzzz":["x"]}`);var s="{\\"9yUOFY\\":[]}"';
    expect(shortenIds(code, map)).toBe(
      'f({id:`9`}),g({id:"al",values:{a}}),m({id:`borrow`});var e=JSON.parse(`{"9":["Hola"],"al":["Adiós"],"zzzzzz":["x"]}`);var s="{\\"9\\":[]}"',
    );
  });

  it('reads every id of the catalogs, each of them unique once shortened', async () => {
    const ids = await messageIds();
    expect(ids.length).toBeGreaterThan(500);
    expect(ids.every((id) => /^[\w+/]{6}$/.test(id))).toBe(true);
    const short = [...shortestUniquePrefixes(ids).values()];
    expect(new Set(short).size).toBe(ids.length);
  });
});
