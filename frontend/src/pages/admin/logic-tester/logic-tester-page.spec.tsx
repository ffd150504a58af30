import type { LogicRuleDto, QuestionTemplate, Topic } from '@avtalt/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../../i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes, testUser } from '../../../test/render';
import LogicTesterPage from './logic-tester-page';

const topic: Topic = {
  id: '2f7e0a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  title: 'Husleie',
  description: 'Leie sammen',
  featured: false,
  isPublic: true,
  isCustom: false,
  createdBy: null,
  createdAt: '2026-01-02T10:00:00.000Z',
};

const question = (n: number, text: string, extra: Partial<QuestionTemplate>): QuestionTemplate => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  topicId: topic.id,
  text,
  type: 'yes_no',
  options: null,
  order: String(n),
  description: null,
  required: false,
  hasLogic: false,
  clauseYes: null,
  clauseNo: null,
  format: null,
  optionClauses: null,
  clauseTemplate: null,
  ...extra,
});

const split = question(1, 'Hvordan deles husleien?', {
  type: 'multiple_choice',
  options: ['Likt', 'Etter inntekt'],
});
const rent = question(2, 'Hvor mye er husleien?', { type: 'free_text', format: 'amount', required: true });
const tenant = question(3, 'Hvem står på leiekontrakten?', { type: 'free_text', format: 'party' });
const deposit = question(4, 'Skal det betales depositum?', {});
const sublet = question(5, 'Kan den andre fremleie?', {});
const rules: LogicRuleDto[] = [
  {
    id: '10000000-0000-4000-8000-000000000001',
    questionId: deposit.id,
    sourceQuestionId: rent.id,
    operator: 'greater_than',
    value: 10000,
    action: 'show',
    targetQuestionId: null,
  },
  {
    id: '10000000-0000-4000-8000-000000000002',
    questionId: sublet.id,
    sourceQuestionId: tenant.id,
    operator: 'equals',
    value: 'other',
    action: 'show',
    targetQuestionId: null,
  },
];

afterEach(() => act(() => void i18n.changeLanguage('nb')));

describe('LogicTesterPage with typed questions', () => {
  it('answers options, amounts and parties, shows why a value cannot be read, and follows the rules', async () => {
    fakeApi({
      '/api/admin/topics': [topic],
      [`/api/admin/topics/${topic.id}/templates`]: [split, rent, tenant, deposit, sublet],
      [`/api/admin/topics/${topic.id}/logic`]: rules,
    });
    renderRoutes([{ path: '/admin/logikk-test', element: <LogicTesterPage /> }], {
      path: `/admin/logikk-test?tema=${topic.id}`,
      user: { ...testUser, isAdmin: true },
    });
    const card = await screen.findByRole('region', { name: 'Spørsmål' });
    const overview = () => screen.getByRole('region', { name: 'Oversikt' });
    expect(within(card).getByText(split.text)).toBeTruthy();

    // Option buttons.
    fireEvent.click(within(card).getByRole('button', { name: 'Etter inntekt' }));
    expect(within(card).getByRole('button', { name: 'Etter inntekt' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Neste' }));

    // An amount: parseAnswer's message for what it cannot read; Neste waits for a readable answer.
    expect(within(card).getByText(rent.text)).toBeTruthy();
    expect(within(card).getByText('Beløp i kroner')).toBeTruthy();
    const amount = within(card).getByRole('textbox', { name: 'Ditt svar' });
    expect(amount.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(amount, { target: { value: 'mye' } });
    expect(within(card).getByText('Skriv et beløp i kroner, for eksempel 12 000')).toBeTruthy();
    expect((within(card).getByRole('button', { name: 'Neste' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(overview()).getByText('4. Skjult')).toBeTruthy();

    fireEvent.change(amount, { target: { value: '12 000' } });
    expect(within(card).getByText('Leses som 12 000 kr')).toBeTruthy();
    // 12 000 > 10 000: the deposit question is shown (the real @avtalt/logic rules).
    expect(within(overview()).getByText('4. Vises')).toBeTruthy();
    expect(screen.getByText(/"[0-9a-f-]+0002": 12000/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Neste' }));

    // A party: Meg selv / Den andre parten, the tester being the one answering.
    expect(within(card).getByText(tenant.text)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Meg selv' }));
    expect(within(overview()).getByText('5. Skjult')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Den andre parten' }));
    expect(within(overview()).getByText('5. Vises')).toBeTruthy();
  });

  it('says when the form is finished, and drops the answer to a question that is hidden again', async () => {
    fakeApi({
      '/api/admin/topics': [topic],
      [`/api/admin/topics/${topic.id}/templates`]: [tenant, sublet],
      [`/api/admin/topics/${topic.id}/logic`]: [rules[1]],
    });
    renderRoutes([{ path: '/admin/logikk-test', element: <LogicTesterPage /> }], {
      path: `/admin/logikk-test?tema=${topic.id}`,
      user: { ...testUser, isAdmin: true },
    });
    const card = await screen.findByRole('region', { name: 'Spørsmål' });
    const answers = () => screen.getByRole('region', { name: 'Svar' });
    // «Den andre parten» shows question 5, so 3 is not the last one.
    fireEvent.click(within(card).getByRole('button', { name: 'Den andre parten' }));
    expect(within(card).queryByText(/Skjemaet er ferdig/)).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Neste' }));
    expect(within(card).getByText(sublet.text)).toBeTruthy();
    expect(within(card).getByText('Spørsmål 2 av 2 · nr. 5')).toBeTruthy();
    expect(within(card).getByRole('status').textContent?.trim()).toBe(
      'Slutten av skjemaet. Dette er det siste spørsmålet.',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Ja' }));
    expect(within(card).getByRole('status').textContent).toBe(
      'Skjemaet er ferdig. Dette er det siste spørsmålet. En deltaker kan nå sende svarene.',
    );
    expect(within(answers()).getByText(/"[0-9a-f-]+0005": true/)).toBeTruthy();

    // Back to 3 and «Meg selv»: 5 is hidden, its answer dropped from the answers, and 3 is where the form ends.
    fireEvent.click(within(card).getByRole('button', { name: 'Forrige' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Meg selv' }));
    expect(within(answers()).queryByText(/0005/)).toBeNull();
    expect(
      within(answers()).getByText('1 svar er tatt ut fordi spørsmålet nå er skjult eller hoppet over.'),
    ).toBeTruthy();
    expect(within(card).getByText(/Skjemaet er ferdig/)).toBeTruthy();
    expect((within(card).getByRole('button', { name: 'Neste' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('LogicTesterPage topic search', () => {
  it("finds the topic by a part of its title with 'Søk etter tema' and starts its test", async () => {
    const other: Topic = { ...topic, id: '3f7e0a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b', title: 'Felles hytte' };
    fakeApi({
      '/api/admin/topics': [topic, other],
      [`/api/admin/topics/${topic.id}/templates`]: [deposit],
      [`/api/admin/topics/${topic.id}/logic`]: [],
    });
    renderRoutes([{ path: '/admin/logikk-test', element: <LogicTesterPage /> }], {
      path: '/admin/logikk-test',
      user: { ...testUser, isAdmin: true },
    });
    const search = await screen.findByRole('combobox', { name: 'Søk etter tema' });
    await waitFor(() => expect((search as HTMLInputElement).disabled).toBe(false));
    // Typed into, as a person does: an unfocused combobox puts its chosen value back.
    act(() => search.focus());
    fireEvent.change(search, { target: { value: 'LEIE' } });
    const listbox = await screen.findByRole('listbox');
    // Both topics' descriptions say «Leie sammen», but only the title counts.
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Husleie']);
    fireEvent.change(search, { target: { value: 'båt' } });
    expect(await screen.findByText('Ingen temaer har dette i tittelen')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'hus' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Husleie' }));
    const card = await screen.findByRole('region', { name: 'Spørsmål' });
    expect(within(card).getByText(deposit.text)).toBeTruthy();
    expect((search as HTMLInputElement).value).toBe('Husleie');
  });
});

describe('LogicTesterPage languages', () => {
  it('words the run, the chips and the end in bokmål, nynorsk and English', async () => {
    fakeApi({
      '/api/admin/topics': [topic],
      [`/api/admin/topics/${topic.id}/templates`]: [rent, deposit],
      [`/api/admin/topics/${topic.id}/logic`]: [],
    });
    renderRoutes([{ path: '/admin/logikk-test', element: <LogicTesterPage /> }], {
      path: `/admin/logikk-test?tema=${topic.id}`,
      user: { ...testUser, isAdmin: true },
    });
    const card = await screen.findByRole('region', { name: 'Spørsmål' });
    expect(screen.getByRole('heading', { level: 1, name: 'Logikktester' })).toBeTruthy();
    expect(within(card).getByText('Spørsmål 1 av 2 · nr. 2')).toBeTruthy();
    expect(within(card).getByText('Påkrevd')).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByRole('heading', { level: 1, name: 'Logikktestar' })).toBeTruthy();
    expect(within(card).getByText('Påkravd')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Førre' })).toBeTruthy();
    expect(screen.getByText('2. No')).toBeTruthy();
    fireEvent.change(within(card).getByRole('textbox', { name: 'Svaret ditt' }), {
      target: { value: '12 000' },
    });
    expect(within(card).getByText('Blir tolka som 12 000 kr')).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    const question = screen.getByRole('region', { name: 'Question' });
    expect(within(question).getByText('Question 1 of 2 · no. 2')).toBeTruthy();
    expect(within(question).getByText('Amount in kroner')).toBeTruthy();
    expect(within(question).getByText('NOK')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Next' }));
    expect(within(question).getByRole('status').textContent?.trim()).toBe(
      'The end of the form. This is the last question.',
    );
    expect(screen.getByText('4. Now')).toBeTruthy();
  });
});
