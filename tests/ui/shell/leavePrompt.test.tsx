import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type AnyActorRef } from 'xstate';
import { ApiFault } from '../../../services/api/result';
import { watchLeaveTags } from '../../../ui/app/leaveGuard';
import { createNetworkNotices, type NetworkNotices } from '../../../ui/app/networkNotices';
import { FrameNotices } from '../../../ui/shell/FrameNotices';
import { LeavePrompt } from '../../../ui/shell/LeavePrompt';
import { renderShell } from './renderShell';

/** A screen actor on a wizard's first step, watched as `useAppActorRef` watches the app's. */
let screenActor: AnyActorRef;
beforeEach(() => {
  screenActor = createActor(createMachine({ tags: ['askBeforeLeaving'] }), { inspect: watchLeaveTags }).start();
});
let notices: NetworkNotices | null = null;
afterEach(() => {
  screenActor.stop();
  notices?.dispose();
  notices = null;
  vi.restoreAllMocks();
});

/**
 * Android Back: a traversal with router state (jsdom has no Navigation API). The prompt holds it
 * and goes forward again; jsdom's history has no entry there, so that second popstate is sent here.
 */
function pressBack() {
  act(() => {
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 0 } }));
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 1 } }));
  });
  return screen.getByRole('alertdialog', { name: 'Leave your application?' });
}

function Screen() {
  return (
    <>
      <main>
        <h1>Personal information</h1>
        <label>
          First name
          <input />
        </label>
      </main>
      <nav aria-label="Main">
        <a href="#/me">Me</a>
      </nav>
      <LeavePrompt />
    </>
  );
}

describe('the Back prompt (FAULTS F8, F25)', () => {
  it('is modal: the rest of the app frame is inert while it is open, and reachable again after Stay', async () => {
    await renderShell(<Screen />, { path: '/' });
    const main = document.querySelector('main')!;
    const tabs = screen.getByRole('navigation', { name: 'Main' });
    const toasts = document.querySelector<HTMLElement>('.toast-region')!;
    const prompt = pressBack();
    expect(main.inert).toBe(true);
    expect(tabs.inert).toBe(true);
    expect(toasts.inert).toBe(true);
    expect(prompt.closest('.leave-prompt')!.parentElement!.inert).not.toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(main.inert).toBe(false);
    expect(tabs.inert).toBe(false);
    expect(toasts.inert).toBe(false);
  });

  it('Stay gives the focus back to the field the borrower was on', async () => {
    // As in development, where effects run twice: the prompt still keeps the focus until Stay.
    await renderShell(
      <StrictMode>
        <Screen />
      </StrictMode>,
      { path: '/' },
    );
    const field = screen.getByRole('textbox', { name: 'First name' });
    await userEvent.type(field, 'Chinedu');
    expect(field).toHaveFocus();
    pressBack();
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Chinedu');
  });

  it('over the offline screen: that screen is inert while the prompt is open, and main stays inert after', async () => {
    const events = new EventTarget();
    notices = createNetworkNotices(events);
    await renderShell(
      <>
        <main>
          <h1>Personal information</h1>
        </main>
        <FrameNotices notices={notices} />
      </>,
      { path: '/' },
    );
    act(() => void events.dispatchEvent(new CustomEvent('api:fault', { detail: new ApiFault('offline', '/user/info') })));
    const main = document.querySelector('main')!;
    const offline = document.querySelector<HTMLElement>('.offline-screen')!;
    const offlineHeading = screen.getByRole('heading', { name: 'You are offline' });
    expect(main.inert).toBe(true);
    expect(offlineHeading).toHaveFocus();

    pressBack();
    expect(offline.inert).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(main.inert).toBe(true);
    expect(offline.inert).toBe(false);
    expect(offlineHeading).toHaveFocus();
  });

  it('Leave goes back as before, and the page behind is no longer inert', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    await renderShell(<Screen />, { path: '/' });
    const main = document.querySelector('main')!;
    pressBack();
    expect(main.inert).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(back).toHaveBeenCalledOnce();
    expect(main.inert).toBe(false);
  });
});
