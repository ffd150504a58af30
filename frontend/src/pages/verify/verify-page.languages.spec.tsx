import { act, fireEvent, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { sha256Hex } from '../../lib/sha256';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import VerifyPage from './verify-page';
import { chosenFileProblem, versionLines } from './verify.rules';

const routes = [{ path: '/verifiser', element: <VerifyPage /> }];
const pdfBytes = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n';

afterEach(() => act(() => void i18n.changeLanguage('nb')));

describe('VerifyPage in three languages', () => {
  it('brings its own catalogue: bokmål as the spec words it, nynorsk and English once chosen, dates included', async () => {
    const sha256 = await sha256Hex(pdfBytes);
    fakeApi({
      [`/api/verify/${sha256}`]: {
        title: 'Samboeravtale',
        sealedAt: '2026-11-25T07:21:00.000Z',
        signers: [{ name: 'Kari Nordmann', signedAt: '2026-11-25T07:15:00.000Z', method: 'email-code' }],
      },
    });
    renderRoutes(routes, { path: '/verifiser', user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Kontroller en signert avtale' })).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByRole('heading', { level: 1, name: 'Kontroller ein signert avtale' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Vel PDF'), {
      target: { files: [new File([pdfBytes], 'avtale.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Stemmer: dette er ein signert avtale frå Avtalt')).toBeTruthy();
    expect(screen.getByText('Forsegla 25. november 2026 kl. 08:21')).toBeTruthy();
    expect(
      screen.getByText('Kari Nordmann signerte 25. november 2026 kl. 08:15 med eingongskode på e-post'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send fila og kontroller ho' })).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByText('Match: this is a signed agreement from Avtalt')).toBeTruthy();
    expect(screen.getByText('Sealed on 25 November 2026 at 08:21 (Norwegian time)')).toBeTruthy();
    expect(
      screen.getByText(
        'Kari Nordmann signed on 25 November 2026 at 08:15 (Norwegian time) with a one-time code by email',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose another PDF' })).toBeTruthy();
    expect(screen.getByText('Check the seal and the audit trail in the file')).toBeTruthy();
  });

  it('says why a file is not checked, and where it stands among versions, in the language in use', () => {
    act(() => void i18n.changeLanguage('nn'));
    expect(chosenFileProblem({ name: 'tom.pdf', type: 'application/pdf', size: 0 })).toBe('Fila er tom.');
    act(() => void i18n.changeLanguage('en'));
    expect(
      versionLines({
        number: 2,
        replaces: null,
        replacedBy: { sha256: 'b'.repeat(64), number: 3, sealedAt: '2026-12-01T10:15:00.000Z' },
      }),
    ).toEqual([
      'This is version 2 of the agreement.',
      `It has been replaced by version 3, sealed on 1 December 2026 at 11:15 (Norwegian time), with SHA-256 ${'b'.repeat(64)}.`,
    ]);
  });
});
