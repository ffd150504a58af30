import type { QuestionTemplate } from '@avtalt/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../../i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes, testUser } from '../../../test/render';
import { LogicRulesDialog } from './logic-rules-dialog';

const TOPIC = '2f7e0a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b';

const question = (n: number, text: string, extra: Partial<QuestionTemplate>): QuestionTemplate => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  topicId: TOPIC,
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
const rent = question(2, 'Hvor mye er husleien?', { type: 'free_text', format: 'amount' });
const start = question(3, 'Fra hvilken dato?', { type: 'free_text', format: 'date' });
const tenant = question(4, 'Hvem står på leiekontrakten?', { type: 'free_text', format: 'party' });
const deposit = question(5, 'Skal det betales depositum?', {});
const templates = [split, rent, start, tenant, deposit];

function serve() {
  const sent: { method: string; body: Record<string, unknown> | undefined }[] = [];
  globalThis.fetch = jest.fn(async (_url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    sent.push({ method: init?.method ?? 'GET', body });
    const reply = body ? { id: '10000000-0000-4000-8000-000000000001', ...body } : [];
    return {
      ok: true,
      status: 200,
      statusText: 'OK',
      text: async () => JSON.stringify(reply),
      json: async () => reply,
    } as Response;
  }) as unknown as typeof fetch;
  return sent;
}

async function open() {
  renderRoutes(
    [
      {
        path: '/admin',
        element: (
          <LogicRulesDialog
            open
            question={deposit}
            templates={templates}
            topicId={TOPIC}
            onClose={jest.fn()}
          />
        ),
      },
    ],
    { path: '/admin', user: { ...testUser, isAdmin: true } },
  );
  return screen.findByRole('dialog');
}

afterEach(() => act(() => void i18n.changeLanguage('nb')));

async function choose(dialog: HTMLElement, name: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name }));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('LogicRulesDialog value input by source', () => {
  it('offers the options of a choice, a number field with kr for an amount and a date picker for a date', async () => {
    serve();
    const dialog = await open();
    await choose(dialog, 'Kildespørsmål', `1. ${split.text}`);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Verdi' }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Likt', 'Etter inntekt']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    await choose(dialog, 'Kildespørsmål', `2. ${rent.text}`);
    const amount = within(dialog).getByRole('textbox', { name: 'Verdi' });
    expect(amount.getAttribute('inputmode')).toBe('decimal');
    expect(within(dialog).getByText('kr')).toBeTruthy();

    await choose(dialog, 'Kildespørsmål', `3. ${start.text}`);
    expect((within(dialog).getByLabelText('Verdi') as HTMLInputElement).type).toBe('date');
  });

  it("offers 'Meg selv'/'Den andre parten' for a party, without greater/less than, and sends the party value", async () => {
    const sent = serve();
    const dialog = await open();
    await choose(dialog, 'Kildespørsmål', `4. ${tenant.text}`);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Operator' }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['er lik', 'er ikke lik', 'inneholder', 'inneholder ikke']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(within(dialog).getByRole('combobox', { name: 'Verdi' }).textContent).toBe('Meg selv');
    await choose(dialog, 'Verdi', 'Den andre parten');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Legg til regel' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(true));
    expect(sent.find((r) => r.method === 'POST')!.body).toMatchObject({
      sourceQuestionId: tenant.id,
      operator: 'equals',
      value: 'other',
      action: 'show',
    });
  });
});

describe('LogicRulesDialog missing choices', () => {
  it('reports a missing source and a missing jump target the same way: under the field, with the focus there, no toast', async () => {
    const sent = serve();
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Legg til regel' }));
    expect(
      await within(dialog).findByText('Mangler kildesspørsmål. Vennligst velg et kildespørsmål.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: 'Kildespørsmål' }));

    await choose(dialog, 'Kildespørsmål', `1. ${split.text}`);
    expect(within(dialog).queryByText(/Mangler kildesspørsmål/)).toBeNull();
    await choose(dialog, 'Handling', 'Hopp til spørsmål');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Legg til regel' }));
    expect(
      await within(dialog).findByText('Mangler målspørsmål. Vennligst velg et målspørsmål.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: 'Målspørsmål' }));

    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});

describe('LogicRulesDialog languages', () => {
  it('words the form, the rules and the missing source in bokmål, nynorsk and English', async () => {
    fakeApi({
      [`/api/admin/templates/${deposit.id}/logic`]: [
        {
          id: '10000000-0000-4000-8000-000000000001',
          questionId: deposit.id,
          sourceQuestionId: split.id,
          operator: 'not_equals',
          value: 'Likt',
          action: 'show',
          targetQuestionId: null,
        },
      ],
    });
    const dialog = await open();
    expect(
      await within(dialog).findByText(
        'Når «Hvordan deles husleien?» er ikke lik «Likt» → vis dette spørsmålet',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Regler for dette spørsmålet' })).toBeTruthy();

    act(() => void i18n.changeLanguage('nn'));
    expect(
      within(dialog).getByText('Når «Hvordan deles husleien?» er ikkje lik «Likt» → vis dette spørsmålet'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Reglar for dette spørsmålet' })).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Kjeldespørsmål' })).toBeTruthy();

    act(() => void i18n.changeLanguage('en'));
    expect(
      within(dialog).getByText('When “Hvordan deles husleien?” does not equal “Likt” → show this question'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Manage logic' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(
      await within(dialog).findByText('The source question is missing. Please choose a source question.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Edit rule' })).toBeTruthy();
  });
});
