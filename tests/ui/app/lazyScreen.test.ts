import { describe, expect, it } from 'vitest';
import { lazyScreen } from '../../../ui/app/lazyScreen';

const Screen = () => null;

describe('lazyScreen', () => {
  it('preloads the screen and then hands it out without suspending', async () => {
    const screen = lazyScreen(async () => ({ default: Screen }));
    expect(screen.loaded()).toBeUndefined();
    await expect(screen.preload()).resolves.toBe(Screen);
    expect(screen.loaded()).toBe(Screen);
  });

  it('starts the startFirst imports one task before the screen, then waits for all of them', async () => {
    const calls: string[] = [];
    let wiringArrived = false;
    const screen = lazyScreen(
      async () => {
        calls.push('screen');
        return { default: Screen };
      },
      {
        startFirst: [
          async () => {
            calls.push('wiring');
            await new Promise((resolve) => setTimeout(resolve, 20));
            wiringArrived = true;
          },
        ],
      },
    );
    const preloading = screen.preload();
    expect(calls).toEqual(['wiring']); // the screen's import waits for the next task
    await Promise.resolve();
    expect(calls).toEqual(['wiring']);
    await expect(preloading).resolves.toBe(Screen);
    expect(calls).toEqual(['wiring', 'screen']);
    expect(wiringArrived).toBe(true); // ready only once the wiring is in too
  });

  it('fetches again after a chunk that did not arrive, first part or screen alike', async () => {
    let wiringFails = true;
    let wiringCalls = 0;
    const screen = lazyScreen(async () => ({ default: Screen }), {
      startFirst: [
        async () => {
          wiringCalls += 1;
          if (wiringFails) throw new TypeError('Failed to fetch dynamically imported module');
        },
      ],
    });
    await expect(screen.preload()).rejects.toThrow('Failed to fetch');
    expect(screen.loaded()).toBeUndefined();
    wiringFails = false;
    await expect(screen.preload()).resolves.toBe(Screen);
    expect(wiringCalls).toBe(2);
  });
});
