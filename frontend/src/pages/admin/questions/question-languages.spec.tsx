import type { QuestionTemplate } from '@avtalt/contracts';
import { VALUE_FORMAT_LABELS } from '@avtalt/logic';
import { act, screen, within } from '@testing-library/react';
import { i18n } from '../../../i18n/i18n';
import { renderRoutes, testUser } from '../../../test/render';
import { generationSuccessText } from './generation.rules';
import { QuestionCard } from './question-card';
import { QuestionEditorDialog } from './question-editor-dialog';
import { deleteQuestionText } from './question-labels';
import { handleLabel } from './reorder.rules';
import { nb } from './texts/nb';

// The whole MUI dialog renders: a few seconds on a shared machine.
jest.setTimeout(20_000);

const TOPIC = '2f7e0a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const template: QuestionTemplate = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  topicId: TOPIC,
  text: 'Hvor mye er husleien?',
  type: 'free_text',
  options: null,
  order: '1',
  description: null,
  required: true,
  hasLogic: false,
  clauseYes: null,
  clauseNo: null,
  format: 'amount',
  optionClauses: null,
  clauseTemplate: 'Husleien er {{svar}} per måned.',
};

afterEach(() => act(() => void i18n.changeLanguage('nb')));

function renderEditorAndCard() {
  renderRoutes(
    [
      {
        path: '/admin',
        element: (
          <>
            <ul>
              <QuestionCard template={template} onLogic={jest.fn()} onEdit={jest.fn()} onDelete={jest.fn()} />
            </ul>
            <QuestionEditorDialog
              open
              mode={{ kind: 'edit', template }}
              topicId={TOPIC}
              templates={[template]}
              onClose={jest.fn()}
            />
          </>
        ),
      },
    ],
    { path: '/admin', user: { ...testUser, isAdmin: true } },
  );
}

describe('the admin questions in three languages', () => {
  it('shows the card and the editor in bokmål, then in nynorsk and English once chosen', async () => {
    renderEditorAndCard();
    const dialog = await screen.findByRole('dialog', { name: 'Rediger spørsmål' });
    expect(within(dialog).getByText('Hvordan svaret skrives inn og vises i avtalen.')).toBeTruthy();
    expect(
      within(dialog).getByText(
        '{{svar}} markerer hvor svaret kommer, for eksempel «Husleien er {{svar}} per måned.»',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Svarformat: Beløp i kroner')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Administrer logikk', hidden: true })).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByRole('dialog', { name: 'Rediger spørsmål' })).toBeTruthy();
    expect(within(dialog).getByText('Korleis svaret blir skrive inn og vist i avtalen.')).toBeTruthy();
    expect(
      within(dialog).getByText(
        '{{svar}} markerer kvar svaret kjem, til dømes «Husleiga er {{svar}} per månad.»',
      ),
    ).toBeTruthy();
    // On the card and beside the switch.
    expect(screen.getAllByText('Påkravd')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Lagre' })).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByRole('dialog', { name: 'Edit question' })).toBeTruthy();
    expect(
      within(dialog).getByText(
        '{{svar}} marks where the answer goes, for example “The rent is {{svar}} per month.”',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    // The card, behind the dialog.
    const card = screen.getByRole('listitem', { name: template.text, hidden: true });
    expect(within(card).getByText('Answer format: Amount in kroner')).toBeTruthy();
    expect(within(card).getByText('Free text')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Manage logic', hidden: true })).toBeTruthy();
  });

  it('words the rules’ texts in the language in use, with plurals in English', () => {
    expect(handleLabel('Har dere barn?')).toBe('Flytt spørsmål: Har dere barn?');
    expect(generationSuccessText(1, 'Hund')).toBe('1 nye spørsmål har blitt generert for Hund');

    act(() => void i18n.changeLanguage('nn'));
    expect(deleteQuestionText('Har de barn?')).toBe(
      'Dette slettar spørsmålet «Har de barn?» for godt. Denne handlinga kan ikkje angrast.',
    );
    expect(generationSuccessText(1, 'Hund')).toBe('Det er generert 1 nytt spørsmål for Hund');
    expect(generationSuccessText(3, 'Hund')).toBe('Det er generert 3 nye spørsmål for Hund');

    act(() => void i18n.changeLanguage('en'));
    expect(handleLabel('Do you have children?')).toBe('Move question: Do you have children?');
    expect(generationSuccessText(1, 'Dog')).toBe('1 new question has been generated for Dog');
    expect(generationSuccessText(10, 'Dog')).toBe('10 new questions have been generated for Dog');
  });

  it('names the answer formats in bokmål as the logic engine does', () => {
    expect(nb.formats).toEqual(VALUE_FORMAT_LABELS);
  });
});
