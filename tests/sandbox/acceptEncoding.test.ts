import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../sandbox/acceptEncoding';

describe('the encoding the sandbox answers in, by Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip;q=1', 'br'],
    ['gzip', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['BR;Q=0, GZIP', 'gzip'],
    ['gzip;q=0, br;q=0.0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ] as const)('%s: %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
