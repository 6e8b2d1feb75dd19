import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../ui/shared/Button';

/** A form whose submit stays busy until the test says so, as a request on a slow network. */
function SlowForm({ onSubmit }: { onSubmit: () => void }) {
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
    setBusy(true);
  };
  return (
    <form onSubmit={submit}>
      <label>
        Amount <input />
      </label>
      <Button type="submit" busy={busy}>
        Apply
      </Button>
      <Button onClick={() => setBusy(false)}>Answer</Button>
    </form>
  );
}

describe('Button', () => {
  it('a busy button keeps the focus of the borrower who tapped it and is usable again when done', async () => {
    const onSubmit = vi.fn();
    render(<SlowForm onSubmit={onSubmit} />);
    const apply = screen.getByRole('button', { name: 'Apply' });
    await userEvent.click(apply);
    expect(apply).toBeBusy();
    expect(apply).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Answer' }).click()); // the request ends; the focus stays
    expect(apply).not.toHaveAttribute('aria-disabled');
    expect(apply).not.toHaveAttribute('aria-busy');
    expect(apply).toHaveFocus();
  });

  it('a busy submit button ignores a second tap and the Enter key: one submit (FAULTS F24)', async () => {
    const onSubmit = vi.fn();
    render(<SlowForm onSubmit={onSubmit} />);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Apply' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '5{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a busy button does not call its click handler; being busy wins over disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button busy disabled onClick={onClick}>
        Retry
      </Button>,
    );
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toBeBusy();
    await userEvent.click(retry);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a disabled button that is not busy is plainly disabled', () => {
    render(<Button disabled>Submit</Button>);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-busy');
  });

  it('a submit button acts on the first tap of a double tap only; a plain button on both', async () => {
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Next</Button>
        <Button onClick={onClick}>Add one</Button>
      </form>,
    );
    await userEvent.dblClick(screen.getByRole('button', { name: 'Next' }));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Add one' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
