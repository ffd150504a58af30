import {
  AGREEMENT_KIND_LABELS,
  FORM_REQUIREMENT_NOTICES,
  QuestionDraftMessages,
  type AgreementKind,
  type FormRequirementKind,
} from '@avtalt/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { kindHint, type ReadingState } from './agreement-kind-picker';
import { nb } from './custom-topic/texts/nb';
import { CustomTopicDialog } from './custom-topic-dialog';

afterEach(() => act(() => void i18n.changeLanguage('nb')));

const dialog = (
  <CustomTopicDialog
    open
    pending={false}
    progress={{ phase: 'idle' }}
    onClose={() => undefined}
    onSubmit={async () => ({ status: 'created' })}
    onRetry={() => undefined}
  />
);

describe('the custom topic texts (the `customTopic` namespace)', () => {
  it("keeps the contracts' bokmål: the kinds, the notices of issue 31 and the waiting text", () => {
    expect(nb.kinds).toEqual(AGREEMENT_KIND_LABELS);
    for (const kind of Object.keys(FORM_REQUIREMENT_NOTICES) as FormRequirementKind[]) {
      const { title, text, source } = FORM_REQUIREMENT_NOTICES[kind];
      expect(nb.notices[kind]).toEqual({ title, text, source });
    }
    expect(nb.progress.pending).toBe(QuestionDraftMessages.pending);
  });

  it('shows the dialog, its kinds and a notice in bokmål, and in nynorsk and English once chosen', () => {
    fakeApi({});
    renderRoutes([{ path: '/', element: dialog }], { path: '/', user: null });
    const form = screen.getByRole('dialog', { name: 'Opprett eget tema' });
    fireEvent.change(within(form).getByLabelText('Tittel'), { target: { value: 'Testamentet vårt' } });
    const notice = within(form).getByTestId('form-notice-testament');
    expect(notice.textContent).toContain('Kilde: arveloven §§ 42 og 43');
    expect(within(form).getByRole('button', { name: 'Eie noe sammen' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Velg noe annet' })).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByRole('dialog', { name: 'Opprett eige tema' })).toBeTruthy();
    expect(within(form).getByLabelText('Skildring')).toBeTruthy();
    expect(within(form).getByText('Kva slags avtale er det?')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Eige noko saman' })).toBeTruthy();
    expect(notice.textContent).toContain('Avtalt kan ikkje lage eit testament');
    expect(notice.textContent).toContain('Kjelde: arvelova §§ 42 og 43');
    expect(within(form).getByRole('button', { name: 'Hald fram likevel' })).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByRole('dialog', { name: 'Create your own topic' })).toBeTruthy();
    expect(within(form).getByLabelText('Description')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Joint ownership' })).toBeTruthy();
    expect(notice.textContent).toContain('Avtalt cannot make a will');
    expect(within(form).getByRole('button', { name: 'Choose something else' })).toBeTruthy();
  });

  it('lists the kinds the title reads as the language in use lists them', () => {
    const kinds: AgreementKind[] = ['rent', 'share-costs', 'neighbours'];
    const read: ReadingState = { status: 'read', reading: { kinds, object: 'hytta', guessed: false } };
    act(() => void i18n.changeLanguage('nn'));
    expect(kindHint(read, null)).toBe(
      'Vi les tittelen som «Leige ut», «Dele utgifter» og «Naboar», om hytta. Stemmer ikkje det? Vel det som passar.',
    );
    expect(kindHint({ status: 'failed' }, ['care'])).toBe('Spørsmåla blir laga for «Passe på nokon».');
    act(() => void i18n.changeLanguage('en'));
    expect(kindHint({ status: 'read', reading: { kinds, object: null, guessed: true } }, null)).toBe(
      'The title does not say what you will do. We guess ‘Renting out’, ‘Sharing costs’ and ‘Neighbours’. Not right? Choose what fits.',
    );
  });
});
