import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
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

  it('from a screen the borrower has left, whose next screen is still loading, it goes nowhere (FAULTS F34)', async () => {
    let arrive: (screen: { default: ComponentType }) => void = () => {};
    const Home = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    function LeavingStep() {
      const navigateTo = useNavigateTo();
      const navigate = useNavigate();
      return (
        <>
          <button onClick={() => navigate('/')}>home</button>
          <button onClick={() => navigateTo(null, { path: '/finish_loading', replace: true })}>late answer</button>
        </>
      );
    }
    function Where() {
      return <output data-testid="where">{useLocation().pathname}</output>;
    }
    render(
      <MemoryRouter initialEntries={['/questionnaire']}>
        <Where />
        <Suspense fallback={null}>
          <Routes>
            <Route path="/questionnaire" element={<LeavingStep />} />
            <Route path="/" element={<Home />} />
            <Route path="/finish_loading" element={<p>finishing</p>} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'home' }));
    // The router changes screens in a transition: the step stays on the page until home has loaded.
    await userEvent.click(screen.getByRole('button', { name: 'late answer' }));
    await act(async () => arrive({ default: () => <p>home screen</p> }));
    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
});
