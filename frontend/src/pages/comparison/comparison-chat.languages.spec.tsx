import type { ChatMessage } from '@avtalt/contracts';
import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen, within } from '@testing-library/react';
import type { AgreementSocketState } from '../../hooks/use-agreement-socket';
import { i18n } from '../../i18n/i18n';
import { theme } from '../../theme';
import { ComparisonChat } from './comparison-chat';

const agreementId = 'c0ffee00-0000-4000-8000-000000000001';
// Sent on another day than today: the time carries the date, in the language's own way.
const olderMessage: ChatMessage = {
  id: 'c0ffee00-0000-4000-8000-0000000000b1',
  agreementId,
  userId: 'u1',
  userName: 'Kari Nordmann',
  content: 'Hei',
  createdAt: new Date(2026, 1, 3, 14, 5).toISOString(),
};

function renderChat(over: Partial<AgreementSocketState> = {}, readOnly = false) {
  const chat: AgreementSocketState = {
    status: 'open',
    messages: [olderMessage],
    error: null,
    send: () => true,
    ...over,
  };
  return render(
    <ThemeProvider theme={theme}>
      <ComparisonChat chat={chat} viewerId="u1" readOnly={readOnly} />
    </ThemeProvider>,
  );
}

afterEach(() => act(() => void i18n.changeLanguage('nb')));

describe('ComparisonChat in three languages', () => {
  it('brings its own catalogue and writes times by the language in use', () => {
    renderChat({ status: 'closed' });
    const item = () => within(screen.getByRole('log')).getByRole('listitem');
    expect(screen.getByRole('heading', { name: 'Diskusjon' })).toBeTruthy();
    expect(within(item()).getByText('Deg')).toBeTruthy();
    expect(item().querySelector('time')?.textContent).toBe('3. feb., 14:05');
    expect(screen.getByText('Mistet forbindelsen. Prøver igjen…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByText('Mista sambandet. Prøver igjen…')).toBeTruthy();
    expect(screen.getByLabelText('Skriv ei melding')).toBeTruthy();
    expect(screen.getByRole('log', { name: 'Meldingar' })).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Discussion' })).toBeTruthy();
    expect(within(item()).getByText('You')).toBeTruthy();
    expect(item().querySelector('time')?.textContent).toBe('3 Feb, 14:05');
    expect(screen.getByText('Lost the connection. Trying again…')).toBeTruthy();
    expect(screen.getByLabelText('Write a message')).toBeTruthy();
  });

  it('tells an observer in the language in use that they only read', () => {
    renderChat({ messages: [] }, true);
    expect(screen.getByText('Ingen meldinger ennå.')).toBeTruthy();
    expect(screen.getByTestId('chat-read-only').textContent).toBe(
      'Du er observatør i denne avtalen: du kan lese diskusjonen, men ikke skrive i den.',
    );
    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByText('Ingen meldingar enno.')).toBeTruthy();
    expect(screen.getByTestId('chat-read-only').textContent).toBe(
      'Du er observatør i denne avtalen: du kan lese diskusjonen, men ikkje skrive i han.',
    );
    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByText('No messages yet.')).toBeTruthy();
  });
});
