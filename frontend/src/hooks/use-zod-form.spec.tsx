import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { SCHEMA_LOAD_ERROR, type SchemaSource, useZodForm } from './use-zod-form';

const schema = z.object({ name: z.string().min(2, 'For kort navn') });

function Form({
  source,
  onValid,
}: {
  source: SchemaSource<{ name: string }>;
  onValid: (data: unknown) => void;
}) {
  const form = useZodForm(source, { name: '' }, { idPrefix: 'probe' });
  const { helperText, error: _error, ...input } = form.field('name');
  return (
    <form onSubmit={form.handleSubmit(onValid)}>
      <label htmlFor={input.id}>Navn</label>
      <input {...input} />
      <p>{helperText}</p>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useZodForm with a schema that is loaded', () => {
  it('loads it once, on the first focus, and validates with it on submit', async () => {
    const loader = jest.fn(async () => schema);
    const onValid = jest.fn();
    render(<Form source={loader} onValid={onValid} />);
    expect(loader).not.toHaveBeenCalled();

    fireEvent.focus(screen.getByLabelText('Navn'));
    fireEvent.focus(screen.getByLabelText('Navn'));
    expect(loader).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText('Navn'), { target: { value: 'K' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('For kort navn')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();

    // From now on every change is checked at once, as with a schema given directly.
    fireEvent.change(screen.getByLabelText('Navn'), { target: { value: 'Kari' } });
    expect(screen.queryByText('For kort navn')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Kari' });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('waits for the schema when the form is sent before any field had the focus', async () => {
    const onValid = jest.fn();
    render(<Form source={async () => schema} onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Navn'), { target: { value: 'Ola' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).not.toHaveBeenCalled();
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Ola' }));
  });

  it('sends nothing and says so under the first field when the schema cannot be loaded', async () => {
    const onValid = jest.fn();
    render(<Form source={() => Promise.reject(new Error('offline'))} onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Navn'), { target: { value: 'Kari' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(SCHEMA_LOAD_ERROR)).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });
});
