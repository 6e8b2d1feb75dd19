import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FocusOnNavigation, KEEP_FOCUS } from '../../../ui/shell/FocusOnNavigation';
import { focusScreenHeading } from '../../../ui/shell/focusScreenHeading';

function Home() {
  return (
    <section>
      <h1>Home</h1>
      <Link to="/settings">Settings</Link>
      <Link to="/later">Slow screen</Link>
    </section>
  );
}

/** A screen whose heading comes a moment after it mounts, as a screen waiting for its data. */
function Later() {
  const [ready, setReady] = useState(false);
  return ready ? <h1>Arrived</h1> : <button onClick={() => setReady(true)}>Load</button>;
}

function Toggle() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Me</h1>
      <button onClick={() => navigate({ search: '?section=market' }, { replace: true, state: KEEP_FOCUS })}>Loan marketplace</button>
      <Link to="/settings">Settings</Link>
    </>
  );
}

function SettingsWithBack() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Settings</h1>
      <button onClick={() => navigate(-1)}>Back</button>
    </>
  );
}

function Wizard() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Personal information</h1>
      <button onClick={() => navigate({ search: '?part=residence' })}>Next</button>
    </>
  );
}

function app(initial: string) {
  return render(
    <MemoryRouter initialEntries={[initial]}>
      <main className="app">
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/settings" element={<SettingsWithBack />} />
          <Route path="/later" element={<Later />} />
          <Route path="/wizard" element={<Wizard />} />
          <Route path="/me" element={<Toggle />} />
        </Routes>
      </main>
      <FocusOnNavigation />
    </MemoryRouter>,
  );
}

describe('focus after a navigation', () => {
  afterEach(() => vi.useRealTimers());

  it('leaves the first screen alone, then gives each new screen’s heading the focus', async () => {
    app('/');
    expect(document.body).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    const heading = screen.getByRole('heading', { name: 'Settings' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('a change of query is a navigation: the wizard’s next part starts at its heading, not at Next', async () => {
    app('/wizard');
    const next = screen.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    expect(screen.getByRole('heading', { name: 'Personal information' })).toHaveFocus();
  });

  it('a toggle that records itself in the query keeps the focus it was pressed with; Back to that entry does not', async () => {
    app('/me');
    const toggle = screen.getByRole('button', { name: 'Loan marketplace' });
    await userEvent.click(toggle);
    expect(toggle).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(screen.getByRole('heading', { name: 'Settings' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Me' })).toHaveFocus();
  });

  it('waits for a heading that comes later', async () => {
    app('/');
    await userEvent.click(screen.getByRole('link', { name: 'Slow screen' }));
    expect(document.body).toHaveFocus();
    // Something outside the borrower's doing shows the heading (here a click fired by the test
    // without moving the focus, as data arriving would).
    act(() => screen.getByRole('button', { name: 'Load' }).dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(await screen.findByRole('heading', { name: 'Arrived' })).toHaveFocus();
  });

  it('does not take the focus back from where the borrower has moved it meanwhile', () => {
    document.body.innerHTML = '<main><input aria-label="Amount"></main>';
    const stop = focusScreenHeading(document);
    const field = document.querySelector('input')!;
    field.focus();
    const heading = document.createElement('h1');
    document.querySelector('main')!.prepend(heading);
    return Promise.resolve().then(() => {
      expect(field).toHaveFocus();
      stop();
    });
  });

  it('gives up after a while when no heading comes', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<main></main>';
    focusScreenHeading(document, 1_000);
    vi.advanceTimersByTime(1_000);
    const heading = document.createElement('h1');
    heading.textContent = 'Late';
    document.querySelector('main')!.append(heading);
    return Promise.resolve().then(() => expect(heading).not.toHaveFocus());
  });
});
