import { screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { TopicPicker } from './topic-picker';

describe('TopicPicker', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.dontMock('./topic-load-error');
    jest.restoreAllMocks();
  });

  it("still says the topics could not be loaded when the error's own chunk cannot be loaded either (offline)", async () => {
    // The Alert's chunk fails as a dynamic import does offline.
    jest.doMock('./topic-load-error', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    fakeApi({});
    renderRoutes(
      [
        {
          path: '/',
          element: <TopicPicker selectedId={null} onSelect={() => {}} onCreateCustom={() => {}} />,
        },
      ],
      {
        path: '/',
        user: null,
      },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Kunne ikke laste inn temaer. Prøv igjen senere.');
    expect(alert.classList.contains('MuiAlert-root')).toBe(false);
    // The rest of the picker stays usable: the custom topic card and the search.
    expect(screen.getByText('Eget tema')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Søk etter tema' })).toBeTruthy();
  });
});
