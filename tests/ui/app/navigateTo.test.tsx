import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { useNavigateTo } from '../../../ui/app/useNavigateTo';

/** Where the router is, how it got there, and whether the screen was asked to mount afresh. */
function Probe({ to }: { to: string }) {
  const navigateTo = useNavigateTo();
  const location = useLocation();
  const reload = (location.state as { reload?: number } | null)?.reload;
  return (
    <>
      <output data-testid="where">{`${location.pathname} ${useNavigationType()} ${reload ? 'reload' : 'same'}`}</output>
      <button onClick={() => navigateTo(null, { path: to })}>go</button>
    </>
  );
}

describe('the loan machines’ navigateTo', () => {
  it('goes to another screen as a new history entry', async () => {
    render(
      <MemoryRouter initialEntries={['/borrow/confirm_borrow']}>
        <Probe to="/borrow/lending" />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/borrow/lending PUSH same');
  });

  it('to the screen already shown, it mounts that screen afresh in place (an order approved at once)', async () => {
    render(
      <MemoryRouter initialEntries={['/borrow/confirm_borrow']}>
        <Probe to="/borrow/confirm_borrow" />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/borrow/confirm_borrow REPLACE reload');
  });
});
