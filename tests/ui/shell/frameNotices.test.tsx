import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClockSkewFault } from '../../../services/api/clockSkew';
import { ApiFault } from '../../../services/api/result';
import { FrameNotices as LazyFrameNotices, preloadFrame } from '../../../ui/app/lazyFrame';
import { createNetworkNotices, type NetworkNotices } from '../../../ui/app/networkNotices';
import { FrameNotices } from '../../../ui/shell/FrameNotices';
import { screenHeading } from '../../../ui/shell/focusScreenHeading';
import { renderShell } from './renderShell';

const faultOn = (events: EventTarget, fault: ApiFault) => act(() => void events.dispatchEvent(new CustomEvent('api:fault', { detail: fault })));

let created: NetworkNotices[] = [];
function notices(events: EventTarget) {
  const instance = createNetworkNotices(events);
  created.push(instance);
  return instance;
}
afterEach(() => {
  created.forEach((instance) => instance.dispose());
  created = [];
});

describe('frame notices, given their own network notices', () => {
  it('say the phone clock is off until dismissed (FAULTS F22)', async () => {
    const events = new EventTarget();
    await renderShell(<FrameNotices notices={notices(events)} />, { path: '/' });
    faultOn(events, new ClockSkewFault('/order/latest'));
    expect(screen.getByRole('alert')).toHaveTextContent("Check your phone's date and time.");
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('count down the server-asked wait (FAULTS F7)', async () => {
    const events = new EventTarget();
    await renderShell(<FrameNotices notices={notices(events)} />, { path: '/' });
    faultOn(events, new ApiFault('http', '/order/latest', 429, 20));
    expect(screen.getByTestId('retry-countdown')).toHaveTextContent('Too many requests, try again in 20 s');
    await waitFor(() => expect(screen.getByTestId('retry-countdown')).toHaveTextContent('Too many requests, try again in 19 s'), { timeout: 2_000 });
  });

  it('announce the server-asked wait once, in words, not every second (FAULTS F7)', async () => {
    const events = new EventTarget();
    await renderShell(<FrameNotices notices={notices(events)} />, { path: '/' });
    // The status region is there, empty, before the wait: one inserted with its words is often not read.
    const regions = screen.getAllByRole('status');
    faultOn(events, new ApiFault('http', '/order/latest', 429, 20));
    const status = screen.getAllByRole('status').find((element) => element.textContent?.startsWith('Too many requests'));
    expect(regions).toContain(status);
    expect(status).toHaveTextContent(/^Too many requests, try again in 20 seconds$/);
    await waitFor(() => expect(screen.getByTestId('retry-countdown')).toHaveTextContent('19 s'), { timeout: 2_000 });
    expect(status).toHaveTextContent('Too many requests, try again in 20 seconds');
    expect(screen.getByTestId('retry-countdown')).toHaveAttribute('aria-hidden', 'true');
  });

  it('Retry while still offline says so in a status region there from the start, and says it again on the next tap', async () => {
    const events = new EventTarget();
    await renderShell(<FrameNotices notices={notices(events)} />, { path: '/' });
    faultOn(events, new ApiFault('offline', '/user/info'));
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const region = within(document.querySelector<HTMLElement>('.offline-screen')!).getByRole('status');
      expect(region).toBeEmptyDOMElement();
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(region).toHaveTextContent('Still no connection. Try again in a moment.'));
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(region).toBeEmptyDOMElement(); // emptied, then said again
      await waitFor(() => expect(region).toHaveTextContent('Still no connection. Try again in a moment.'));
    } finally {
      offline.mockRestore();
    }
  });

  it('show the offline screen until Retry (FAULTS F3)', async () => {
    const events = new EventTarget();
    await renderShell(<FrameNotices notices={notices(events)} />, { path: '/' });
    faultOn(events, new ApiFault('offline', '/user/info'));
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.queryByRole('heading', { name: 'You are offline' })).toBeNull();
  });

  it('the offline screen covers the app: the screen behind and the tab bar are out of reach, its heading has the focus and names the page', async () => {
    const events = new EventTarget();
    await renderShell(
      <>
        <main>
          <h1>Your loan</h1>
          <button type="button">Apply</button>
        </main>
        <nav className="tabs" aria-label="Main">
          <a href="#/order_list">Records</a>
        </nav>
        <FrameNotices notices={notices(events)} />
      </>,
      { path: '/' },
    );
    faultOn(events, new ApiFault('offline', '/user/info'));
    const heading = screen.getByRole('heading', { name: 'You are offline' });
    const tabs = screen.getByRole('navigation', { name: 'Main' });
    expect(heading).toHaveFocus();
    expect(document.querySelector('main')!.inert).toBe(true);
    expect(tabs.inert).toBe(true);
    expect(screenHeading(document)).toBe(heading);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(document.querySelector('main')!.inert).toBe(false);
    expect(tabs.inert).toBe(false);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeVisible();
  });

  it('of one instance ignore what another hears', async () => {
    const mine = new EventTarget();
    const elsewhere = new EventTarget();
    notices(elsewhere);
    await renderShell(<FrameNotices notices={notices(mine)} />, { path: '/' });
    faultOn(elsewhere, new ApiFault('offline', '/user/info'));
    expect(screen.queryByRole('heading', { name: 'You are offline' })).toBeNull();
  });
});

describe("the app frame's notices", () => {
  it("hear the API client's window events once the frame's chunk is in", async () => {
    await renderShell(<LazyFrameNotices />, { path: '/' });
    await act(preloadFrame); // the notices listen from when the chunk arrives, as in the app
    faultOn(window, new ClockSkewFault('/order/latest'));
    expect(await screen.findByRole('alert')).toHaveTextContent("Check your phone's date and time.");
  });
});
