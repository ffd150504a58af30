import { fireEvent, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import UnsubscribePage from './unsubscribe-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const routes = [{ path: '/avmeld', element: <UnsubscribePage /> }];

function open(hash: string) {
  window.history.replaceState(null, '', `/avmeld${hash}`);
  return renderRoutes(routes, { path: '/avmeld', user: null });
}

describe('/avmeld', () => {
  it("says what the link stops and stops it with 'Meld av', without login", async () => {
    const calls = fakeApi({
      [`/api/unsubscribe/${TOKEN}`]: {
        kind: 'reminder',
        maskedEmail: 'k***@example.no',
        unsubscribed: false,
      },
      [`POST /api/unsubscribe/${TOKEN}`]: {
        kind: 'reminder',
        maskedEmail: 'k***@example.no',
        unsubscribed: true,
      },
    });
    open(`#${TOKEN}`);
    expect(
      await screen.findByText('Vil du slutte å få e-post om påminnelser om å svare til k***@example.no?'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Meld av' }));
    expect(
      await screen.findByText('Du får ikke lenger e-post om påminnelser om å svare til k***@example.no.'),
    ).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET /api/unsubscribe/${TOKEN}`,
      `POST /api/unsubscribe/${TOKEN}`,
    ]);
    expect(screen.queryByRole('button', { name: 'Meld av' })).toBeNull();
  });

  it("shows the server's message for an unknown link", async () => {
    fakeApi({
      [`/api/unsubscribe/${TOKEN}`]: () => ({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Avmeldingslenken er ugyldig' },
      }),
    });
    open(`#${TOKEN}`);
    expect(await screen.findByText('Avmeldingslenken er ugyldig')).toBeTruthy();
  });
});
