import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { revealErrorsAfterSubmit } from '../../../ui/shell/revealFirstError';
import { TextField } from '../../../ui/shared/TextField';

/** A form whose submit marks every empty field invalid, as the app's machines do; it knows nothing of the reveal. */
function NameForm({ withGroup = false }: { withGroup?: boolean }) {
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <form onSubmit={submit} noValidate>
      {withGroup ? (
        <fieldset aria-invalid={submitted || undefined}>
          <legend>Problem type</legend>
          <label>
            <input type="radio" name="type" /> Payment
          </label>
        </fieldset>
      ) : null}
      <TextField label="First name" value={first} onValueChange={setFirst} error={submitted && !first ? 'Please input your name' : undefined} />
      <TextField label="Last name" value={last} onValueChange={setLast} error={submitted && !last ? 'Please input your last name' : undefined} />
      <button type="submit">Next</button>
    </form>
  );
}

/** A form whose fields are valid but whose account the server refuses, a moment after the submit. */
function AccountForm({ answerMs }: { answerMs: number }) {
  const [account, setAccount] = useState('0123456789');
  const [refused, setRefused] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTimeout(() => setRefused(true), answerMs);
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField label="Note" value="" onValueChange={() => undefined} />
      <TextField
        label="Account number"
        value={account}
        onValueChange={(value) => {
          setAccount(value);
          setRefused(false);
        }}
        error={refused ? 'The bank account number is not valid' : undefined}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('revealErrorsAfterSubmit: every form, once the app frame is loaded', () => {
  let scrollIntoView: MockInstance<Element['scrollIntoView']>;
  let stopRevealing: () => void;
  /** The elements asked to scroll into view (jsdom lays nothing out, so only the asks can be seen). */
  const scrolled = () => scrollIntoView.mock.contexts;
  beforeEach(() => {
    scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    stopRevealing = revealErrorsAfterSubmit(document);
  });
  afterEach(() => {
    stopRevealing();
    scrollIntoView.mockRestore();
  });

  it('after a refused submit, focuses the first invalid field and scrolls it to the middle', async () => {
    render(<NameForm />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Okafor');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const first = screen.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAccessibleDescription('Please input your name');
    expect(scrolled()).toEqual([first]);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
  });

  it('an invalid group of choices gets its first choice focused, and the whole group in view', async () => {
    render(<NameForm withGroup />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Payment' })).toHaveFocus());
    expect(scrolled()).toEqual([screen.getByRole('group', { name: 'Problem type' })]);
  });

  it('does nothing when the form is valid', async () => {
    render(<NameForm />);
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Chinedu');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Okafor');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(scrolled()).toEqual([]);
  });

  it('stops when asked', async () => {
    stopRevealing();
    render(<NameForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(scrolled()).toEqual([]);
  });

  it("a field the server's answer refuses after the submit is revealed then, and read with its error", async () => {
    render(<AccountForm answerMs={50} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const account = screen.getByRole('textbox', { name: 'Account number' });
    await waitFor(() => expect(account).toHaveFocus());
    expect(account).toHaveAccessibleDescription('The bank account number is not valid');
    expect(scrolled()).toEqual([account]);
  });

  it('field errors are not alerts: a submit with many errors is not a burst of announcements', async () => {
    render(<NameForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    expect(screen.getByText('Please input your name')).toBeVisible();
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });

  it('does not take the borrower away from what they type while the answer is awaited', async () => {
    // The answer comes well after the borrower's keystroke, however busy the test machine is.
    render(<AccountForm answerMs={1_500} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const note = screen.getByRole('textbox', { name: 'Note' });
    await userEvent.click(note);
    await userEvent.keyboard('x');
    await waitFor(() => expect(screen.getByText('The bank account number is not valid')).toBeVisible(), { timeout: 3_000 });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(note).toHaveFocus();
  });

  it('a keystroke straight after the submit, before the next frame, also counts as the borrower busy', async () => {
    render(<AccountForm answerMs={50} />);
    const note = screen.getByRole('textbox', { name: 'Note' });
    note.focus();
    fireEvent.submit(note.closest('form')!);
    fireEvent.input(note, { target: { value: 'x' } }); // same task as the submit: no frame has run yet
    await waitFor(() => expect(screen.getByText('The bank account number is not valid')).toBeVisible());
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(note).toHaveFocus();
    expect(scrolled()).toEqual([]);
  });

  it('leaves the borrower where they are when they are already in the invalid field', async () => {
    render(<NameForm />);
    const first = screen.getByRole('textbox', { name: 'First name' });
    await userEvent.click(first);
    await userEvent.keyboard('{Enter}'); // submits from inside the first field
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(first).toHaveFocus();
    expect(scrolled()).toEqual([]);
  });
});
