import { i18n } from '../../i18n/i18n';
import { formatDay } from './result-dates.rules';

describe('formatDay', () => {
  afterEach(() => i18n.changeLanguage('nb'));

  it('writes a date as Norwegians do in bokmål and nynorsk', async () => {
    expect(formatDay('2027-03-01')).toBe('1. mars 2027');
    await i18n.changeLanguage('nn');
    expect(formatDay('2027-12-24')).toBe('24. desember 2027');
  });

  it('writes it the British way in English', async () => {
    await i18n.changeLanguage('en');
    expect(formatDay('2027-03-01')).toBe('1 March 2027');
  });

  it('leaves what is no date as @avtalt/logic does', async () => {
    await i18n.changeLanguage('en');
    expect(formatDay('i morgen')).toBe('i morgen');
  });
});
