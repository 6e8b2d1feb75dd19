import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { titleFromHeading } from '../../../ui/shell/titleFromHeading';

function Screens() {
  const [screenName, setScreenName] = useState<'home' | 'loading' | 'finish'>('home');
  return (
    <main>
      {screenName === 'home' ? <h1>You can apply for a loan</h1> : null}
      {screenName === 'finish' ? <h1>Finishing your application</h1> : null}
      <button onClick={() => setScreenName('loading')}>Open</button>
      <button onClick={() => setScreenName('finish')}>Arrive</button>
    </main>
  );
}

describe('titleFromHeading: the page title names the screen', () => {
  let stop: () => void;
  beforeEach(() => {
    document.title = 'SwiftCash';
  });
  afterEach(() => stop());

  it('follows the heading as screens come and go, with the served title as the app’s name', async () => {
    render(<Screens />);
    stop = titleFromHeading(document);
    expect(document.title).toBe('You can apply for a loan – SwiftCash');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.title).toBe('SwiftCash'); // a screen still loading has no heading yet
    await userEvent.click(screen.getByRole('button', { name: 'Arrive' }));
    expect(document.title).toBe('Finishing your application – SwiftCash');
  });

  it('follows a heading whose words change (the language switched)', async () => {
    render(<Screens />);
    stop = titleFromHeading(document);
    const heading = screen.getByRole('heading');
    await act(async () => {
      heading.firstChild!.textContent = 'Puedes solicitar un préstamo';
    });
    expect(document.title).toBe('Puedes solicitar un préstamo – SwiftCash');
  });

  it('gives the page its served title back when stopped', () => {
    render(<Screens />);
    stop = titleFromHeading(document);
    stop();
    expect(document.title).toBe('SwiftCash');
  });
});
