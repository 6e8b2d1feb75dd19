import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker } from '../../../ui/shared/FilePicker';

const photo = () => new File(['x'], 'receipt.png', { type: 'image/png' });

describe('FilePicker', () => {
  it('shows its own button text, keeps the field name as the input name, and hands over the picked file', async () => {
    const onFile = vi.fn();
    render(<FilePicker label="Foto del comprobante" action="Elige una foto" accept="image/png" onFile={onFile} />);
    expect(screen.getByText('Elige una foto')).toBeVisible();
    const input = screen.getByLabelText<HTMLInputElement>('Foto del comprobante');
    expect(input).toHaveAccessibleName('Foto del comprobante');
    expect(input).toHaveAttribute('type', 'file');
    await userEvent.upload(input, photo());
    expect(onFile).toHaveBeenCalledTimes(1);
    expect((onFile.mock.calls[0]?.[0] as File).name).toBe('receipt.png');
    // Emptied after the pick: the same photo can be chosen again after an error.
    expect(input.value).toBe('');
    await userEvent.upload(input, photo());
    expect(onFile).toHaveBeenCalledTimes(2);
  });

  it('a disabled picker takes no file', async () => {
    const onFile = vi.fn();
    render(<FilePicker label="Back of your ID card" action="Choose a photo" accept="image/*" disabled onFile={onFile} />);
    const input = screen.getByLabelText('Back of your ID card');
    expect(input).toBeDisabled();
    await userEvent.upload(input, photo());
    expect(onFile).not.toHaveBeenCalled();
  });
});
