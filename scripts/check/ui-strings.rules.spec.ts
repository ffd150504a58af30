import { parse } from './source.rules.js';
import { isUiSource, uiStringCountsOf } from './ui-strings.rules.js';

const counts = (text: string, file = 'frontend/src/pages/x/x-page.tsx') =>
  uiStringCountsOf(file, parse(file, text)).hardCodedStrings;

describe('hard-coded texts in components', () => {
  it('counts JSX text with a letter, and strings written as a JSX child', () => {
    const text = [
      'export const A = ({ pending }: { pending: boolean }) => (',
      '  <div>',
      '    <h1>Min profil</h1>',
      "    <button>{pending ? 'Logger ut...' : 'Logg ut'}</button>",
      '    <p>{`Valgt: ${pending}`}</p>',
      "    <p>{pending && 'Venter'}</p>",
      '    <>Fragment</>',
      '  </div>',
      ');',
    ].join('\n');
    expect(counts(text)).toBe(6);
  });

  it('counts strings given to the text props, on the element or to a part of it', () => {
    const text = [
      'export const A = ({ name }: { name: string }) => (',
      '  <Box>',
      '    <TextField label="Tittel" placeholder="F.eks. hytta" helperText={\'Valgfritt\'} />',
      '    <img alt="Logo" title={`Bilde av ${name}`} src="/x.png" />',
      "    <IconButton aria-label={name ? 'Lukk' : 'Åpne'} />",
      "    <Drawer slotProps={{ paper: { 'aria-label': 'Meny' } }} />",
      "    <Input inputProps={{ title: 'Søk' }} />",
      '  </Box>',
      ');',
    ].join('\n');
    expect(counts(text)).toBe(9);
  });

  it('does not count texts from the catalogues, names, numbers, punctuation or other props', () => {
    const text = [
      'export const A = ({ t, user }: { t: (k: string) => string; user: { name: string } }) => (',
      '  <Box sx={{ display: \'flex\' }} data-testid="kort" id="innhold" href="/personvern">',
      "    <h1>{t('header.myProfile')}</h1>",
      "    <TextField label={t('profile.name')} placeholder={user.name} />",
      "    <p>{user.name} · 3 / 12 – {' '}</p>",
      '    <img alt="" src="/x.png" />',
      '    <Button onClick={() => toast({ title: \'Kopiert\' })} variant="outlined" />',
      "    <Stack sx={(theme) => ({ title: 'ikke en tekst' })} />",
      '  </Box>',
      ');',
    ].join('\n');
    expect(counts(text)).toBe(0);
  });

  it('counts inside an element given as a prop, once', () => {
    const text = [
      'export const A = () => (',
      '  <FormControlLabel control={<Radio aria-label="Ja" />} label={<span>Norsk <b>bokmål</b></span>} />',
      ');',
    ].join('\n');
    expect(counts(text)).toBe(3);
  });
});

describe('which files are counted', () => {
  it("is the web app's components, not their specs, test helpers or plain modules", () => {
    expect(isUiSource('frontend/src/components/header/header.tsx')).toBe(true);
    expect(isUiSource('frontend/src/pages/home/home-page.tsx')).toBe(true);
    expect(isUiSource('frontend/src/components/header/header.spec.tsx')).toBe(false);
    expect(isUiSource('frontend/src/test/render.tsx')).toBe(false);
    expect(isUiSource('frontend/src/components/header/nav-items.ts')).toBe(false);
    expect(isUiSource('e2e/pages/journey.tsx')).toBe(false);
    expect(counts('export const A = () => <p>Tekst</p>;\n', 'frontend/src/a.spec.tsx')).toBe(0);
  });
});
