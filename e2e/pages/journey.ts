import { expect, type Page } from '@playwright/test';
import { expectFitsScreen } from '../support/layout';

/** The question flow's own words in the language the page is in (frontend/src/pages/questions/texts). */
export interface FlowWords {
  yes: string;
  no: string;
  next: string;
  send: string;
  itIsRight: string;
}

export const BOKMAL_FLOW: FlowWords = {
  yes: 'Ja',
  no: 'Nei',
  next: 'Neste',
  send: 'Send svar',
  itIsRight: 'Det stemmer',
};

/** How {@link answerQuestions} answers typed questions (docs/typed-answers.md). */
export interface TypedAnswers {
  /** The flow's words when the page is not in bokmål. */
  words?: FlowWords;
  /** The party radio to choose, by its label; the first ('Meg selv') when not given. */
  party?: string | RegExp;
  /** The value typed into a value field, by the field's label ('Beløp i kroner', 'Dato', …). */
  value?: (label: string) => string;
  /**
   * Confirms a fact someone else filled in with 'Det stemmer' instead of answering it; the texts of the
   * questions confirmed are pushed here (docs/legal-document.md).
   */
  confirmed?: string[];
  /** Called at each question before it is answered (screenshots, checks of what it shows). */
  onQuestion?: (text: string) => Promise<void>;
}

/**
 * Starts an agreement on a catalogue topic from the front page ('Velg {topic}', 'Lag ny avtale'), searching for the
 * topic first when `search` is set, and answers with the agreement's id once the question flow is open.
 */
export async function startAgreementFromHome(
  page: Page,
  topic: string,
  { search = false } = {},
): Promise<string> {
  await page.goto('/');
  if (search) await page.getByPlaceholder('Søk etter tema...').fill(topic);
  await page
    .getByRole('button', { name: `Velg ${topic}` })
    .first()
    .click();
  // The hero's button ('Lag ny avtale: ‹tema›' in the bar after 'Velg' is the same action).
  await page.getByRole('button', { name: 'Lag ny avtale', exact: true }).click();
  await expect(page).toHaveURL(/\/avtale\/[0-9a-f-]+\/sporsmal$/);
  return page.url().split('/')[4];
}

/**
 * The value typed when `typed.value` is not given, at the flow's `step`-th question. A date is a month later
 * per step, so a date that must come after an earlier one (a loan's repayment after its payout) holds, also
 * when the earlier one was confirmed with 'Det stemmer'; two people answering the same questions in the same
 * order type the same values.
 */
function defaultValue(label: string, step: number): string {
  if (/dato|date/i.test(label)) return new Date(Date.UTC(2027, 2 + step, 1)).toISOString().slice(0, 10);
  return /tekst|svar|text|answer/i.test(label) ? 'Som avtalt' : '10';
}

/**
 * Answers the question flow until it leaves /sporsmal: Nei for the yes/no questions named in `no`, Ja
 * for the rest; the first option of a choice; the party and values `typed` says for value questions.
 * Returns the texts of the questions asked, in order.
 */
export async function answerQuestions(
  page: Page,
  no: string[] = [],
  typed: TypedAnswers = {},
): Promise<string[]> {
  const asked: string[] = [];
  const words = typed.words ?? BOKMAL_FLOW;
  // Issue 34: the page fits the screen at the first question of each kind (yes/no, choice, party, value).
  const kindsChecked = new Set<string>();
  const question = page.locator('#question-text');
  await expect(question).toBeVisible();
  // Done when the flow leaves the page, or (issue 34) a visitor's card «Svarene dine er lagret» replaces the question.
  const done = async () =>
    !/\/sporsmal$/.test(new URL(page.url()).pathname) ||
    (await page.getByTestId('answered-without-account').isVisible());
  for (let step = 0; step < 40 && !(await done()); step++) {
    const text = (await question.textContent())?.trim() ?? '';
    asked.push(text);
    const main = page.getByRole('main');
    const yes = main.getByRole('button', { name: words.yes, exact: true });
    const choice = main.getByRole('group', { name: text, exact: true });
    const radio = main.getByRole('radio');
    const field = main.locator('#answer-input');
    await expect(yes.or(choice).or(radio.first()).or(field)).toBeVisible();
    const kind = (await yes.isVisible())
      ? 'yes/no'
      : (await choice.isVisible())
        ? 'choice'
        : (await radio.first().isVisible())
          ? 'party'
          : 'value';
    if (!kindsChecked.has(kind)) {
      kindsChecked.add(kind);
      await expectFitsScreen(page, `question flow, a ${kind} question`);
    }
    await typed.onQuestion?.(text);
    const confirm = main.getByRole('button', { name: words.itIsRight });
    if (typed.confirmed && (await confirm.isVisible())) {
      typed.confirmed.push(text);
      await confirm.click();
    } else if (await yes.isVisible()) {
      await main.getByRole('button', { name: no.includes(text) ? words.no : words.yes, exact: true }).click();
    } else if (await choice.isVisible()) {
      await choice.getByRole('button').first().click();
    } else {
      if (await radio.first().isVisible()) {
        await (typed.party ? main.getByRole('radio', { name: typed.party }) : radio.first()).check();
      } else {
        const label = (await main.locator('label[for="answer-input"]').textContent())?.trim() ?? '';
        await field.fill(typed.value ? typed.value(label) : defaultValue(label, step));
      }
      await main.getByRole('button', { name: new RegExp(`^(${words.next}|${words.send})$`) }).click();
    }
    // Either the next question shows, or the flow submits and leaves the page. The read has a short
    // timeout: when the page navigates away mid-read, the element never comes back.
    await expect
      .poll(
        async () =>
          (await done()) ||
          ((await question.textContent({ timeout: 500 }).catch(() => text))?.trim() ?? text) !== text,
        { timeout: 20_000 },
      )
      .toBe(true);
  }
  return asked;
}

/** The status chips of the comparison table, by question text (`tableName`: the table's name in the page's language). */
export async function comparisonStatuses(
  page: Page,
  tableName = 'Svarene i denne runden',
): Promise<Record<string, string>> {
  const table = page.getByRole('table', { name: tableName });
  await expect(table).toBeVisible();
  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim());
      // The question's own text: its cell also holds "Dette betyr", a settled note or negotiation controls.
      const question = tr.querySelector('[data-testid="comparison-question"]')?.textContent?.trim();
      return [question ?? cells[0], cells[cells.length - 1]];
    }),
  );
  return Object.fromEntries(rows);
}
