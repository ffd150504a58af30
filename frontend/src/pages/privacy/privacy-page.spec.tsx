import { act, fireEvent, screen, within } from '@testing-library/react';
import { AppLayout } from '../../components/app-layout';
import { i18n } from '../../i18n/i18n';
import { renderRoutes } from '../../test/render';
import PrivacyPage from './privacy-page';
import { PRIVACY_SECTIONS } from './privacy-parts';

const routes = [{ path: '/personvern', element: <PrivacyPage /> }];

afterEach(() => act(() => void i18n.changeLanguage('nb')));

describe('PrivacyPage (/personvern)', () => {
  it('shows a visitor the notice: a heading per section, each linked from the contents, and the page title', () => {
    document.title = 'Avtalt';
    const view = renderRoutes(routes, { path: '/personvern', user: null });

    expect(screen.getByRole('heading', { level: 1, name: 'Personvern' })).toBeTruthy();
    expect(document.title).toBe('Personvern – Avtalt');
    const contents = screen.getByRole('navigation', { name: 'På denne siden' });
    const sections = Object.values(PRIVACY_SECTIONS);
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(sections.map(({ id }) => `#${id}`));
    for (const { id, title } of sections) {
      const heading = screen.getByRole('heading', { level: 2, name: title });
      expect(heading.id).toBe(id);
      expect(screen.getByRole('region', { name: title })).toBeTruthy();
    }

    view.unmount();
    expect(document.title).toBe('Avtalt');
  });

  it('gives the legal basis of every purpose, and the children in a samværsavtale theirs', () => {
    renderRoutes(routes, { path: '/personvern', user: null });
    const data = screen.getByRole('region', { name: PRIVACY_SECTIONS.data.title });
    const parts = within(data)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(parts).toEqual([
      'Kontoen din',
      'Avtaler og svar',
      'Opplysninger om barn',
      'Signering',
      'Diskusjonen',
      'E-post',
      'Logger og sikkerhet',
    ]);
    expect(within(data).getAllByText('Grunnlag:')).toHaveLength(parts.length);
    expect(
      within(data).getByText(/For barnas opplysninger berettiget interesse \(artikkel 6 nr\. 1 bokstav f\)/),
    ).toBeTruthy();
    expect(within(data).getByText(/IP-adressen og nettleseren du signerte fra/)).toBeTruthy();
  });

  it('says what a language model gets only where one is connected, and that other names go as typed', () => {
    renderRoutes(routes, { path: '/personvern', user: null });
    const recipients = screen.getByRole('region', { name: PRIVACY_SECTIONS.recipients.title });
    expect(
      within(recipients).getByText('En språkmodell, bare hvis tjenesten har koblet til en.'),
    ).toBeTruthy();
    expect(within(recipients).getByText(/tittelen og beskrivelsen, akkurat slik du skrev dem/)).toBeTruthy();
    expect(within(recipients).getByText(/byttes partenes navn ut med «Part A», «Part B»/)).toBeTruthy();
    expect(within(recipients).getByText(/Andre navn, datoer, adresser, telefonnumre og beløp/)).toBeTruthy();
  });

  it('says how to use each right: the export on Min profil, and a complaint to Datatilsynet', () => {
    renderRoutes(routes, { path: '/personvern', user: null });
    const rights = screen.getByRole('region', { name: PRIVACY_SECTIONS.rights.title });
    expect(
      within(rights)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Innsyn, kopi og dataportabilitet', 'Retting', 'Sletting', 'Protest']);
    expect(within(rights).getByText(/velger du «Last ned dataene mine»/)).toBeTruthy();
    const [exportLink, profileLink] = within(rights).getAllByRole('link', { name: 'Min profil' });
    expect(exportLink.getAttribute('href')).toBe('/profile#dataene-dine');
    expect(profileLink.getAttribute('href')).toBe('/profile');
    const complaint = screen.getByRole('region', { name: PRIVACY_SECTIONS.complaint.title });
    expect(within(complaint).getByRole('link', { name: 'datatilsynet.no' }).getAttribute('href')).toBe(
      'https://www.datatilsynet.no/',
    );
  });

  it('scrolls to the section named in the address it was opened at', () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView; // jsdom has none
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      renderRoutes(routes, { path: '/personvern#klage', user: null });
      expect(scrolled).toEqual(['klage']);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('is linked from the footer of every page', async () => {
    // A new page starts at the top (ScrollToTop); jsdom does not scroll.
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderRoutes(
      [
        {
          element: <AppLayout />,
          children: [
            { path: '/', element: <p>Forsiden</p> },
            { path: '/personvern', element: <PrivacyPage /> },
          ],
        },
      ],
      { path: '/', user: null },
    );
    const footer = screen.getByRole('contentinfo');
    fireEvent.click(within(footer).getByRole('link', { name: 'Personvern' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Personvern' })).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it('brings its own catalogue: bokmål, then nynorsk and English once chosen, at the same anchors', () => {
    document.title = 'Avtalt';
    renderRoutes(routes, { path: '/personvern', user: null });
    const linkTo = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    // A link's text is inside it (Trans's `<a>`), and bold parts are <strong>.
    expect(linkTo('Kontroller en signert avtale')).toBe('/verifiser');
    expect(linkTo('datatilsynet.no')).toBe('https://www.datatilsynet.no/');
    expect(screen.getByText('De andre i avtalen').tagName).toBe('STRONG');

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Personvern');
    expect(screen.getByRole('navigation', { name: 'På denne sida' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Rettane dine' }).id).toBe('rettighetene-dine');
    expect(screen.getByRole('heading', { level: 3, name: 'Opplysningar om barn' })).toBeTruthy();
    expect(linkTo('Kontroller ein signert avtale')).toBe('/verifiser');
    expect(screen.getByText('Dei andre i avtalen').tagName).toBe('STRONG');
    expect(screen.getByText(/For opplysningane om barna berettiga interesse/)).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy');
    expect(document.title).toBe('Privacy – Avtalt');
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(contents).getByRole('link', { name: 'Your rights' }).getAttribute('href')).toBe(
      '#rettighetene-dine',
    );
    const data = screen.getByRole('region', { name: 'What we store, and why' });
    expect(within(data).getAllByText('Legal basis:')).toHaveLength(7);
    const rights = screen.getByRole('region', { name: 'Your rights' });
    expect(
      within(rights)
        .getAllByRole('link', { name: 'My profile' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/profile#dataene-dine', '/profile', '/profile']);
    expect(screen.getByText(/the Norwegian Data Protection Authority \(Datatilsynet\)/)).toBeTruthy();
    expect(linkTo('datatilsynet.no')).toBe('https://www.datatilsynet.no/');
  });
});
