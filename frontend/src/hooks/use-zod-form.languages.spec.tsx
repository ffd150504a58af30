import { passwordResetRequestBodySchema, UserMessages } from '@avtalt/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { hooksOfflineT } from './offline/texts';
import { type SchemaSource, useZodForm } from './use-zod-form';

afterEach(() => act(() => void i18n.changeLanguage('nb')));

function Form({ source }: { source: SchemaSource<{ email: string }> }) {
  const form = useZodForm(source, { email: '' }, { idPrefix: 'probe' });
  const { helperText, error: _error, ...input } = form.field('email');
  return (
    <form onSubmit={form.handleSubmit(() => undefined)}>
      <label htmlFor={input.id}>E-post</label>
      <input {...input} />
      <p>{helperText}</p>
      <button type="submit">Send</button>
    </form>
  );
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('useZodForm in three languages', () => {
  it("shows a schema's message (a contracts' constant) in the language in use, and again when it changes", async () => {
    render(<Form source={async () => passwordResetRequestBodySchema} />);
    fireEvent.change(screen.getByLabelText('E-post'), { target: { value: 'ola' } });
    send();
    expect(await screen.findByText(UserMessages.email)).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByText('Skriv inn ei gyldig e-postadresse')).toBeTruthy();
    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
  });

  it('says in the language in use that the schema could not be loaded', async () => {
    act(() => void i18n.changeLanguage('en'));
    render(<Form source={() => Promise.reject(new Error('offline'))} />);
    send();
    expect(
      await screen.findByText('The form could not be loaded. Check your connection and try again.'),
    ).toBeTruthy();
    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByText('Skjemaet kunne ikkje lastast. Sjekk nettet og prøv igjen.')).toBeTruthy();
  });

  it("has the front page's one text of the hooks in its own small catalogue", () => {
    expect(hooksOfflineT('pageNotLoaded')).toBe('Kunne ikke laste siden. Sjekk nettet og prøv igjen.');
    act(() => void i18n.changeLanguage('nn'));
    expect(hooksOfflineT('pageNotLoaded')).toBe('Kunne ikkje laste sida. Sjekk nettet og prøv igjen.');
    act(() => void i18n.changeLanguage('en'));
    expect(hooksOfflineT('pageNotLoaded')).toBe(
      'Could not load the page. Check your connection and try again.',
    );
  });
});
