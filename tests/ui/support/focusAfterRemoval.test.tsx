import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusAfterRemoval } from '../../../ui/support/feedback/useFocusAfterRemoval';

/** The new ticket's image field, reduced to what the hook reads: a picker and a list of Remove buttons. */
function Images({ initial }: { initial: string[] }) {
  const [images, setImages] = useState(initial);
  const afterRemoval = useFocusAfterRemoval(images.length);
  return (
    <main>
      <h1>New ticket</h1>
      <div ref={afterRemoval.field}>
        <label>
          Proof images <input type="file" />
        </label>
        <ul className="thumbs">
          {images.map((image, index) => (
            <li key={image}>
              <button
                onClick={() => {
                  afterRemoval.noteRemoval(index);
                  setImages(images.filter((kept) => kept !== image));
                }}
              >
                Remove image {index + 1}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}

describe('removing a proof image', () => {
  it('gives the focus to the Remove button now in its place, else the last one, else the picker', async () => {
    render(<Images initial={['a', 'b', 'c']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.getByRole('button', { name: 'Remove image 1' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(screen.getByRole('button', { name: 'Remove image 1' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.getByLabelText('Proof images')).toHaveFocus();
  });
});
