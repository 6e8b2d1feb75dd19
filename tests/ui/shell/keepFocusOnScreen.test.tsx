import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOCUS_LANDING } from '../../../ui/shared/focusLanding';
import { keepFocusOnScreen, LANDING_BEFORE_MS } from '../../../ui/shell/keepFocusOnScreen';

/** A consent that closes itself, as the permissions disclosure does, and offers itself again. */
function Consent() {
  const [answer, setAnswer] = useState<'open' | 'declined' | 'accepted'>('open');
  return (
    <main>
      <section>
        <h1>Finishing your application</h1>
        {answer === 'open' ? (
          <div role="dialog" aria-label="Permissions">
            <button onClick={() => setAnswer('accepted')}>I agree</button>
            <button onClick={() => setAnswer('declined')}>Not now</button>
          </div>
        ) : null}
        {answer === 'declined' ? (
          <>
            <p>Without these permissions we cannot check your application automatically.</p>
            <button onClick={() => setAnswer('open')}>Review permissions</button>
          </>
        ) : null}
        {answer === 'accepted' ? <p role="status">Checking your device data</p> : null}
        <label>
          Note <input />
        </label>
      </section>
    </main>
  );
}

/** A dialog that claims the focus itself when it opens, after its opener has gone. */
function SelfFocusingDialog() {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) dialog.current?.focus();
  }, [open]);
  return (
    <main>
      <h1>Home</h1>
      {open ? (
        <div ref={dialog} tabIndex={-1} role="dialog" aria-label="Terms">
          Terms
        </div>
      ) : (
        <button onClick={() => setOpen(true)}>Read the terms</button>
      )}
    </main>
  );
}

/**
 * A list of methods replaced by the chosen one's instructions, marked as where the focus lands: at
 * once, or after `loadMs` (the instructions are fetched; meanwhile a line says so).
 */
function Methods({ loadMs = 0 }: { loadMs?: number }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const choose = (method: string) => {
    setChosen(method);
    if (loadMs === 0) setLoaded(true);
    else setTimeout(() => setLoaded(true), loadMs);
  };
  return (
    <main>
      <h1>Repay your loan</h1>
      <p>Balance: 5,000</p>
      <label>
        Note <input />
      </label>
      {chosen === null ? (
        <ul>
          <li>
            <button onClick={() => choose('Bank transfer')}>Bank transfer</button>
          </li>
        </ul>
      ) : loaded ? (
        <section {...FOCUS_LANDING} aria-label="How to pay">
          <h2>How to pay</h2>
          <p>{chosen}</p>
        </section>
      ) : (
        <p>Loading the instructions…</p>
      )}
    </main>
  );
}

/** A lucky draw: the prize is said at once; the button goes a moment later, once the chances are read again. */
function Draw({ buttonGoesAfterMs }: { buttonGoesAfterMs: number }) {
  const [prize, setPrize] = useState(false);
  const [chanceLeft, setChanceLeft] = useState(true);
  const draw = () => {
    setPrize(true);
    setTimeout(() => setChanceLeft(false), buttonGoesAfterMs);
  };
  return (
    <main>
      <h1>Repay your loan</h1>
      {chanceLeft ? <button onClick={draw}>Try the lucky draw</button> : null}
      {prize ? (
        <p role="status" {...FOCUS_LANDING}>
          You won a coupon!
        </p>
      ) : null}
    </main>
  );
}

/** A list kept, hidden, while the form its Apply opened takes its place (the marketplace). */
function KeptList() {
  const [applying, setApplying] = useState(false);
  return (
    <main>
      <h1>Me</h1>
      {applying ? (
        <form aria-label="Apply for QuickPay" {...FOCUS_LANDING}>
          <button type="button" onClick={() => setApplying(false)}>
            Cancel
          </button>
        </form>
      ) : null}
      <div hidden={applying}>
        <button onClick={() => setApplying(true)}>Apply</button>
      </div>
    </main>
  );
}

describe('keepFocusOnScreen: a focus dropped with its control goes to the screen’s heading', () => {
  let stop: () => void;
  beforeEach(() => {
    stop = keepFocusOnScreen(document);
  });
  afterEach(() => stop());

  it('“Not now” closes the dialog: the heading has the focus, not the page', async () => {
    render(<Consent />);
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    const heading = screen.getByRole('heading', { name: 'Finishing your application' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('content marked as a landing point that replaced the tapped control takes the focus, not the heading far above', async () => {
    render(<Methods />);
    await userEvent.click(screen.getByRole('button', { name: 'Bank transfer' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'How to pay' })).toHaveFocus());
  });

  it('a control hidden (kept under the form that took its place) gives its focus to that form, as one removed does', async () => {
    render(<KeptList />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByRole('form', { name: 'Apply for QuickPay' })).toHaveFocus());
  });

  it('content marked as a landing point that loads a moment after the control went takes the focus from the heading', async () => {
    render(<Methods loadMs={50} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bank transfer' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Repay your loan' })).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('region', { name: 'How to pay' })).toHaveFocus());
  });

  it('an outcome that showed a moment before its button went takes the focus when the button goes', async () => {
    render(<Draw buttonGoesAfterMs={50} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try the lucky draw' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try the lucky draw' })).toBeNull());
    await waitFor(() => expect(screen.getByText('You won a coupon!')).toHaveFocus());
  });

  it('but not one that showed long before: then the heading', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      render(<Draw buttonGoesAfterMs={50} />);
      screen.getByRole('button', { name: 'Try the lucky draw' }).focus();
      screen.getByRole('button', { name: 'Try the lucky draw' }).click();
      await screen.findByText('You won a coupon!');
      vi.setSystemTime(Date.now() + LANDING_BEFORE_MS + 1);
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Try the lucky draw' })).toBeNull());
      await waitFor(() => expect(screen.getByRole('heading', { name: 'Repay your loan' })).toHaveFocus());
    } finally {
      vi.useRealTimers();
    }
  });

  it('a landing point does not take the focus from where the borrower went meanwhile', async () => {
    render(<Methods loadMs={200} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bank transfer' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Note' }));
    await screen.findByRole('region', { name: 'How to pay' });
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
  });

  it('“I agree” closes the dialog: the same', async () => {
    render(<Consent />);
    await userEvent.click(screen.getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Finishing your application' })).toHaveFocus());
  });

  it('leaves alone a focus that something else claimed as the control went', async () => {
    render(<SelfFocusingDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Read the terms' }));
    const dialog = screen.getByRole('dialog', { name: 'Terms' });
    expect(dialog).toHaveFocus();
    await Promise.resolve(); // the watch has seen the removal
    expect(dialog).toHaveFocus();
  });

  it('leaves alone a control removed after the borrower moved on from it', async () => {
    render(<Consent />);
    const declined = screen.getByRole('button', { name: 'Not now' });
    declined.focus();
    const note = screen.getByRole('textbox', { name: 'Note' });
    await userEvent.click(note);
    declined.click(); // the dialog goes while the borrower types elsewhere
    await screen.findByRole('button', { name: 'Review permissions' });
    expect(note).toHaveFocus();
  });

  it('leaves alone a focus the borrower let go of (a tap on a blank part) before the control went', async () => {
    render(<Consent />);
    const declined = screen.getByRole('button', { name: 'Not now' });
    declined.focus();
    // What Chromium reports for a tap on a blank part: a focusout to nowhere and no focusin (jsdom's
    // blur() would also send a focusin to the body, which Chromium does not).
    declined.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    await Promise.resolve(); // the tap and the dialog's going are separate moments
    declined.click(); // the dialog goes without taking the focus back
    await screen.findByRole('button', { name: 'Review permissions' });
    expect(document.body).toHaveFocus();
  });

  it('does nothing once stopped', async () => {
    stop();
    render(<Consent />);
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await screen.findByRole('button', { name: 'Review permissions' });
    expect(document.body).toHaveFocus();
  });
});
