import { fireEvent, screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import { RegisterForm } from './register-form';

describe('RegisterForm', () => {
  it('shows the messages of the shared schema under each field and sends nothing', async () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderRoutes([{ path: '/auth', element: <RegisterForm /> }], { path: '/auth', user: null });

    fireEvent.change(screen.getByLabelText('Fornavn'), { target: { value: 'K' } });
    fireEvent.change(screen.getByLabelText('E-post'), { target: { value: 'ikke-en-epost' } });
    fireEvent.change(screen.getByLabelText('Passord'), { target: { value: 'hemmelig1' } });
    fireEvent.change(screen.getByLabelText('Bekreft passord'), { target: { value: 'hemmelig2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrer' }));

    expect(await screen.findByText('Fornavnet må være minst 2 tegn')).toBeTruthy();
    expect(screen.getByText('Etternavnet må være minst 2 tegn')).toBeTruthy();
    expect(screen.getByText('Brukernavnet må være minst 3 tegn')).toBeTruthy();
    expect(screen.getByText('Vennligst oppgi en gyldig e-postadresse')).toBeTruthy();
    expect(screen.getByText('Passordene er ikke like')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links the privacy page under the button, in a new tab so that the form keeps what was typed', () => {
    renderRoutes([{ path: '/auth', element: <RegisterForm /> }], { path: '/auth', user: null });
    const link = screen.getByRole('link', { name: 'Les om personvern (åpnes i en ny fane)' });
    expect(link.getAttribute('href')).toBe('/personvern');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    // Right after the submit button, inside the form.
    const button = screen.getByRole('button', { name: 'Registrer' });
    expect(button.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(button.closest('form')?.contains(link)).toBe(true);
  });

  it('sends the registration without confirmPassword', async () => {
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      status: 201,
      statusText: 'Created',
      text: async () => '',
      json: async () => ({}),
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderRoutes([{ path: '/auth', element: <RegisterForm /> }], { path: '/auth', user: null });

    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Fornavn', 'Kari');
    fill('Etternavn', 'Nordmann');
    fill('Brukernavn', 'kari');
    fill('E-post', 'Kari@Example.no');
    fill('Passord', 'hemmelig123');
    fill('Bekreft passord', 'hemmelig123');
    fireEvent.click(screen.getByRole('button', { name: 'Registrer' }));

    expect(await screen.findByText('Registrering vellykket')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(init.body as string)).toEqual({
      firstName: 'Kari',
      lastName: 'Nordmann',
      username: 'kari',
      email: 'kari@example.no',
      password: 'hemmelig123',
    });
  });
});
