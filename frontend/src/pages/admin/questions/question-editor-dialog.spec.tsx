import type { QuestionTemplate } from '@avtalt/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes, testUser } from '../../../test/render';
import { QuestionCard } from './question-card';
import { QuestionEditorDialog } from './question-editor-dialog';

// Each test renders the whole MUI dialog and clicks through it: 2–4 s on an idle machine, more when
// the machine is shared, so the default 5 s is too tight.
jest.setTimeout(20_000);

const TOPIC = '2f7e0a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const admin = { ...testUser, isAdmin: true };

const base: QuestionTemplate = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  topicId: TOPIC,
  text: 'Hvor mye er husleien?',
  type: 'free_text',
  options: null,
  order: '1',
  description: null,
  required: false,
  hasLogic: false,
  clauseYes: null,
  clauseNo: null,
  format: 'amount',
  optionClauses: null,
  clauseTemplate: 'Husleien er {{svar}} per måned.',
};
const choice: QuestionTemplate = {
  ...base,
  id: '1a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  text: 'Hvordan deles husleien?',
  type: 'multiple_choice',
  options: ['Likt', 'Etter inntekt'],
  format: null,
  optionClauses: ['Husleien deles likt.', null],
  clauseTemplate: null,
};

/** Answers every request with the body sent (a PUT echoes the template), and records the requests. */
function serve() {
  const sent: { method: string; url: string; body: Record<string, unknown> | undefined }[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    sent.push({ method: init?.method ?? 'GET', url, body });
    const reply = body ?? [];
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

function edit(template: QuestionTemplate) {
  const onClose = jest.fn();
  renderRoutes(
    [
      {
        path: '/admin',
        element: (
          <QuestionEditorDialog
            open
            mode={{ kind: 'edit', template }}
            topicId={TOPIC}
            templates={[template]}
            onClose={onClose}
          />
        ),
      },
    ],
    { path: '/admin', user: admin },
  );
  return onClose;
}

describe('QuestionEditorDialog for typed questions', () => {
  it('edits a free_text question with its Svarformat and an Avtaletekst whose hint shows {{svar}} for the format', async () => {
    const sent = serve();
    const onClose = edit(base);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Svarformat' }).textContent).toBe('Beløp i kroner');
    const clause = within(dialog).getByRole('textbox', { name: 'Avtaletekst' }) as HTMLTextAreaElement;
    expect(clause.value).toBe('Husleien er {{svar}} per måned.');
    expect(
      within(dialog).getByText(
        '{{svar}} markerer hvor svaret kommer, for eksempel «Husleien er {{svar}} per måned.»',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Avtaletekst ved Ja' })).toBeNull();

    // Another format: the example follows it.
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Svarformat' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Dato' }));
    expect(
      within(dialog).getByText(
        '{{svar}} markerer hvor svaret kommer, for eksempel «Avtalen gjelder fra {{svar}}.»',
      ),
    ).toBeTruthy();

    // A clause without {{svar}} is refused before anything is sent.
    fireEvent.change(clause, { target: { value: 'Avtalen gjelder fra nyttår.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(
      await within(dialog).findByText('Avtaleteksten for svaret må inneholde {{svar}} der svaret skal stå'),
    ).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);

    fireEvent.change(clause, { target: { value: 'Avtalen gjelder fra {{svar}}.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = sent.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe(`/api/admin/templates/${base.id}`);
    expect(put.body).toMatchObject({
      type: 'free_text',
      format: 'date',
      clauseTemplate: 'Avtalen gjelder fra {{svar}}.',
      options: null,
      optionClauses: null,
      clauseYes: null,
      clauseNo: null,
    });
  });

  it('edits a clause beside each option of a multiple_choice question, and a new option gets its own', async () => {
    const sent = serve();
    const onClose = edit(choice);
    const dialog = await screen.findByRole('dialog');
    const first = within(dialog).getByRole('textbox', {
      name: 'Avtaletekst når alternativ 1 velges',
    }) as HTMLTextAreaElement;
    const second = within(dialog).getByRole('textbox', {
      name: 'Avtaletekst når alternativ 2 velges',
    }) as HTMLTextAreaElement;
    expect(first.value).toBe('Husleien deles likt.');
    expect(second.value).toBe('');
    expect(within(dialog).queryByRole('combobox', { name: 'Svarformat' })).toBeNull();

    fireEvent.change(second, { target: { value: 'Husleien deles etter inntekt.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Legg til alternativ' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Alternativ 3' }), {
      target: { value: 'Den ene betaler' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Avtaletekst når alternativ 3 velges' }), {
      target: { value: 'Én betaler hele husleien.' },
    });
    // Removing the third option removes its clause with it.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fjern alternativ 3' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Avtaletekst når alternativ 3 velges' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((r) => r.method === 'PUT')!.body).toMatchObject({
      type: 'multiple_choice',
      options: ['Likt', 'Etter inntekt'],
      optionClauses: ['Husleien deles likt.', 'Husleien deles etter inntekt.'],
      format: null,
      clauseTemplate: null,
    });
  });
});

describe('QuestionEditorDialog: where the clause goes in the document', () => {
  const lender: QuestionTemplate = {
    ...base,
    id: '2a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    text: 'Hvem låner ut pengene?',
    format: 'party',
    clauseTemplate: '{{svar}} låner ut pengene.',
    section: 'Lånet',
    fact: false,
    partyRoles: { chosen: 'långiver', others: 'låntaker' },
  };

  it("shows a party question's section, fact switch and roles, and sends what the admin changed", async () => {
    const sent = serve();
    const onClose = edit(lender);
    const dialog = await screen.findByRole('dialog');
    const section = within(dialog).getByRole('textbox', { name: 'Emne i avtaleteksten' }) as HTMLInputElement;
    const chosen = within(dialog).getByRole('textbox', {
      name: 'Rolle for den som velges',
    }) as HTMLInputElement;
    const others = within(dialog).getByRole('textbox', {
      name: 'Rolle for de andre (valgfritt)',
    }) as HTMLInputElement;
    const fact = within(dialog).getByRole('switch', {
      name: 'Faktaopplysning – skrives under «Bakgrunn»',
    }) as HTMLInputElement;
    expect([section.value, chosen.value, others.value, fact.checked]).toEqual([
      'Lånet',
      'långiver',
      'låntaker',
      false,
    ]);

    fireEvent.change(section, { target: { value: 'Partene' } });
    fireEvent.change(chosen, { target: { value: 'utlåner' } });
    fireEvent.change(others, { target: { value: '' } });
    fireEvent.click(fact);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((r) => r.method === 'PUT')!.body).toMatchObject({
      type: 'free_text',
      format: 'party',
      section: 'Partene',
      fact: true,
      partyRoles: { chosen: 'utlåner', others: null },
    });
  });

  it('shows the roles only for a party question and sends none for another format; a blank section is none', async () => {
    const sent = serve();
    const onClose = edit({ ...base, section: 'Økonomi', fact: true });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('textbox', { name: 'Rolle for den som velges' })).toBeNull();
    expect(
      (
        within(dialog).getByRole('switch', {
          name: 'Faktaopplysning – skrives under «Bakgrunn»',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Svarformat' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Part i avtalen' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Rolle for den som velges' }), {
      target: { value: 'eier' },
    });
    // Back to an amount: the roles are not sent.
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Svarformat' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Beløp i kroner' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Rolle for den som velges' })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Emne i avtaleteksten' }), {
      target: { value: '  ' },
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((r) => r.method === 'PUT')!.body).toMatchObject({
      format: 'amount',
      section: null,
      fact: true,
      partyRoles: null,
    });
  });

  it('refuses a role for the others without one for the chosen party, under the field, before anything is sent', async () => {
    const sent = serve();
    edit({ ...lender, partyRoles: null });
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Rolle for de andre (valgfritt)' }), {
      target: { value: 'låntaker' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await within(dialog).findByText('Feltet kan ikke være tomt')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });
});

describe('QuestionCard', () => {
  it('shows the answer format of a free_text question', () => {
    renderRoutes(
      [
        {
          path: '/admin',
          element: (
            <ul>
              <QuestionCard template={base} onLogic={jest.fn()} onEdit={jest.fn()} onDelete={jest.fn()} />
            </ul>
          ),
        },
      ],
      { path: '/admin', user: admin },
    );
    const card = screen.getByRole('listitem', { name: base.text });
    expect(within(card).getByText('Fritekst')).toBeTruthy();
    expect(within(card).getByText('Svarformat: Beløp i kroner')).toBeTruthy();
    expect(within(card).queryByText(/^Emne:/)).toBeNull();
  });

  it('shows where the clause goes in the document: the subject, a fact, the roles', () => {
    const template: QuestionTemplate = {
      ...base,
      format: 'party',
      section: 'Lånet',
      fact: true,
      partyRoles: { chosen: 'långiver', others: 'låntaker' },
    };
    renderRoutes(
      [
        {
          path: '/admin',
          element: (
            <ul>
              <QuestionCard template={template} onLogic={jest.fn()} onEdit={jest.fn()} onDelete={jest.fn()} />
            </ul>
          ),
        },
      ],
      { path: '/admin', user: admin },
    );
    const card = screen.getByRole('listitem', { name: base.text });
    expect(within(card).getByText('Emne: Lånet')).toBeTruthy();
    expect(within(card).getByText('Bakgrunn')).toBeTruthy();
    expect(within(card).getByText('Roller: långiver / låntaker')).toBeTruthy();
  });
});
