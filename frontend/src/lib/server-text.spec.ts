import { GuardianMessages, PdfVerifyMessages } from '@avtalt/contracts';
import { act } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { serverText, serverTexts } from './server-text';

afterEach(() => act(() => void i18n.changeLanguage('nb')));

describe('serverText', () => {
  it("gives a contracts' message in the language in use, and any other text as it is", () => {
    expect(serverText(GuardianMessages.acceptEmailNotConfirmed)).toBe(
      GuardianMessages.acceptEmailNotConfirmed,
    );

    act(() => void i18n.changeLanguage('nn'));
    expect(serverText(GuardianMessages.acceptEmailNotConfirmed)).toBe(
      'Stadfest e-postadressa di før du godtek som verje',
    );
    expect(serverText('Ein tekst som ingen konstant har')).toBe('Ein tekst som ingen konstant har');

    act(() => void i18n.changeLanguage('en'));
    expect(serverText(PdfVerifyMessages.notPdf)).toBe('The file is not a PDF.');
    expect(serverText('Already in English')).toBe('Already in English');
    expect(serverTexts({ file: PdfVerifyMessages.notPdf, other: undefined })).toEqual({
      file: 'The file is not a PDF.',
      other: undefined,
    });
  });
});
