import {
  textLanguageOf,
  accountLanguageToApply,
  cookieValue,
  hydratesServerHtml,
  languageCookie,
  shortName,
  startLanguage,
  LANGUAGES,
} from './language.rules';

describe('the language a page starts in', () => {
  it("is the cookie's choice, whatever the browser says", () => {
    expect(startLanguage('theme=dark; avtalt_lang=en; other=1', ['nb-NO', 'nb'])).toBe('en');
    expect(startLanguage('avtalt_lang=nn', ['en-US'])).toBe('nn');
  });

  it("is the browser's first language Avtalt speaks when there is no cookie or it names none", () => {
    expect(startLanguage('', ['de-DE', 'nn-NO', 'en'])).toBe('nn');
    expect(startLanguage('avtalt_lang=sv', ['en-GB'])).toBe('en');
    expect(startLanguage('xavtalt_lang=en', ['no'])).toBe('nb');
  });

  it('is bokmål when nothing says otherwise', () => {
    expect(startLanguage('', [])).toBe('nb');
    expect(startLanguage('', undefined)).toBe('nb');
    expect(startLanguage('', ['de', 'fr'])).toBe('nb');
  });
});

describe('cookieValue', () => {
  it("reads one cookie of document.cookie's list", () => {
    expect(cookieValue('a=1; avtalt_lang=nn; b=2', 'avtalt_lang')).toBe('nn');
    expect(cookieValue('avtalt_lang=en', 'avtalt_lang')).toBe('en');
    expect(cookieValue('a=1', 'avtalt_lang')).toBeNull();
    expect(cookieValue('', 'avtalt_lang')).toBeNull();
  });
});

describe('languageCookie', () => {
  it('keeps the choice a year, on every path, sent along when a link from elsewhere opens Avtalt', () => {
    expect(languageCookie('en')).toBe('avtalt_lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

describe("the account's language", () => {
  it('wins when it differs from the one in use', () => {
    expect(accountLanguageToApply({ language: 'nn' }, 'nb')).toBe('nn');
    expect(accountLanguageToApply({ language: 'en' }, 'nn')).toBe('en');
  });

  it('changes nothing when it is the one in use, nobody is logged in, or the answer names none', () => {
    expect(accountLanguageToApply({ language: 'nb' }, 'nb')).toBeNull();
    expect(accountLanguageToApply(null, 'en')).toBeNull();
    expect(accountLanguageToApply({}, 'en')).toBeNull();
    expect(accountLanguageToApply({ language: 'sv' }, 'en')).toBeNull();
  });
});

describe('hydratesServerHtml', () => {
  it("takes over the server's HTML only in bokmål, the language it is made in", () => {
    expect(hydratesServerHtml(true, 'nb')).toBe(true);
    expect(hydratesServerHtml(true, 'nn')).toBe(false);
    expect(hydratesServerHtml(true, 'en')).toBe(false);
    expect(hydratesServerHtml(false, 'nb')).toBe(false);
  });
});

describe('shortName', () => {
  it("is the language's code in capitals", () => {
    expect(LANGUAGES.map(shortName)).toEqual(['NB', 'NN', 'EN']);
  });
});

describe('textLanguageOf', () => {
  it('starts the legal text in nynorsk for nynorsk, and in bokmål with the English translation for English', () => {
    expect(textLanguageOf('nb')).toEqual({ language: 'nb', englishAppendix: false });
    expect(textLanguageOf('nn')).toEqual({ language: 'nn', englishAppendix: false });
    expect(textLanguageOf('en')).toEqual({ language: 'nb', englishAppendix: true });
  });
});
