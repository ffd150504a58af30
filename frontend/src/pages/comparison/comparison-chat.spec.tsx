import type { ChatMessage } from '@avtalt/contracts';
import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { AgreementSocketState } from '../../hooks/use-agreement-socket';
import { theme } from '../../theme';
import { ComparisonChat } from './comparison-chat';

const agreementId = 'c0ffee00-0000-4000-8000-000000000001';
const me = 'u1';
const msg = (n: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `c0ffee00-0000-4000-8000-0000000000a${n}`,
  agreementId,
  userId: 'u2',
  userName: 'Ola Hansen',
  content: `Melding ${n}`,
  createdAt: new Date().toISOString(),
  ...over,
});

function renderChat(over: Partial<AgreementSocketState> = {}) {
  const send = jest.fn<boolean, [string]>(() => true);
  const chat: AgreementSocketState = { status: 'open', messages: [], error: null, send, ...over };
  const view = render(
    <ThemeProvider theme={theme}>
      <ComparisonChat chat={chat} viewerId={me} />
    </ThemeProvider>,
  );
  const input = () => screen.getByLabelText('Skriv en melding') as HTMLTextAreaElement;
  const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
  return { ...view, send: (over.send as jest.Mock | undefined) ?? send, input, type };
}

describe('ComparisonChat', () => {
  it('shows the discussion with names, own messages as Deg, and line breaks kept', () => {
    renderChat({
      messages: [
        msg(1, { content: 'Første linje\nAndre linje' }),
        msg(2, { userId: me, userName: 'Kari Nordmann' }),
      ],
    });
    expect(screen.getByRole('heading', { name: 'Diskusjon' })).toBeTruthy();
    const log = screen.getByRole('log');
    expect(log.getAttribute('aria-live')).toBe('polite');
    const items = within(log).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Ola Hansen')).toBeTruthy();
    expect(items[0].textContent).toContain('Første linje\nAndre linje');
    expect(within(items[1]).getByText('Deg')).toBeTruthy();
    // Today's messages show the time only.
    expect(items[0].querySelector('time')?.textContent).toMatch(/^\d\d:\d\d$/);
  });

  it('invites to start the discussion when there are no messages', () => {
    renderChat();
    expect(screen.getByText('Ingen meldinger ennå. Start diskusjonen!')).toBeTruthy();
  });

  it('sends with Enter and clears the input; Shift+Enter does not send', () => {
    const { send, input, type } = renderChat();
    type('Hei\npå deg');
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(send).not.toHaveBeenCalled();

    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(send).toHaveBeenCalledWith('Hei\npå deg');
    expect(input().value).toBe('');
  });

  it('sends with the Send button', () => {
    const { send, input, type } = renderChat();
    type('Hei');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith('Hei');
    expect(input().value).toBe('');
  });

  it('sends nothing that is empty or only whitespace', () => {
    const { send, input, type } = renderChat();
    const button = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    type('   \n  ');
    expect(button.disabled).toBe(true);
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.submit(button.closest('form')!);
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps the text when it could not be sent', () => {
    const { input, type } = renderChat({ send: jest.fn(() => false) });
    type('Hei');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(input().value).toBe('Hei');
  });

  it('tells when it is connecting or reconnecting, and does not send meanwhile', () => {
    const { send, input, type, rerender } = renderChat({ status: 'connecting' });
    expect(screen.getByText('Kobler til diskusjonen…')).toBeTruthy();
    expect(screen.queryByText('Ingen meldinger ennå. Start diskusjonen!')).toBeNull();
    type('Hei');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(send).not.toHaveBeenCalled();
    expect(input().value).toBe('Hei');

    rerender(
      <ThemeProvider theme={theme}>
        <ComparisonChat chat={{ status: 'closed', messages: [msg(1)], error: null, send }} viewerId={me} />
      </ThemeProvider>,
    );
    expect(screen.getByText('Mistet forbindelsen. Prøver igjen…')).toBeTruthy();
    expect(screen.getByText('Melding 1')).toBeTruthy();
  });

  it('shows the error the server sent', () => {
    renderChat({ error: 'Du sender meldinger for raskt. Vent litt og prøv igjen.' });
    expect(screen.getByRole('alert').textContent).toContain(
      'Du sender meldinger for raskt. Vent litt og prøv igjen.',
    );
  });

  it('counts the characters near the limit and stops at it', () => {
    const { input, type } = renderChat();
    type('x'.repeat(1800));
    expect(screen.queryByText('1800/2000')).toBeNull();
    type('x'.repeat(1801));
    expect(screen.getByText('1801/2000')).toBeTruthy();
    expect(input().getAttribute('maxlength')).toBe('2000');
  });

  it('shows an observer the discussion but no input, and says why', () => {
    const send = jest.fn<boolean, [string]>(() => true);
    render(
      <ThemeProvider theme={theme}>
        <ComparisonChat
          chat={{ status: 'open', messages: [msg(1)], error: null, send }}
          viewerId={me}
          readOnly
        />
      </ThemeProvider>,
    );
    expect(within(screen.getByRole('log')).getByText('Melding 1')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.getByTestId('chat-read-only').textContent).toBe(
      'Du er observatør i denne avtalen: du kan lese diskusjonen, men ikke skrive i den.',
    );
  });
});
