import { describe, expect, it } from 'vitest';
import { pathFromHash, screensToPreload } from '../../../ui/app/initialRoute';
import { LOGIN_PATH } from '../../../ui/app/routeTable';

describe('the screens fetched before the first render', () => {
  it('reads the route from the hash, without its query', () => {
    expect(pathFromHash('')).toBe('/');
    expect(pathFromHash('#/auth/personal_infomation?lang=es')).toBe('/auth/personal_infomation');
  });

  it('fetches the route itself when it is open or the borrower has a token', () => {
    expect(screensToPreload('/user/login', false, false)).toEqual(['/user/login']);
    expect(screensToPreload('/records', true, false)).toEqual(['/records']);
  });

  it('fetches the login page for a protected route without a token in a plain browser', () => {
    expect(screensToPreload('/records', false, false)).toEqual([LOGIN_PATH]);
    // In the wrapper the guard asks the native login instead.
    expect(screensToPreload('/records', false, true)).toEqual(['/records']);
  });

  it('falls back to home for an unknown path', () => {
    expect(screensToPreload('/nope', false, false)).toEqual(['/']);
  });
});
