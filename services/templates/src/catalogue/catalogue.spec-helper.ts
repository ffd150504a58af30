/**
 * What the catalogue specs share (catalogue.data.spec.ts, middle-ground.data.spec.ts): the walk over a topic's
 * answered paths, the contradicting pairs and premises per topic, and the clauses each answer prints. Test code
 * only (not built into dist; tsconfig.app.json leaves `*.spec-helper.ts` out).
 */
import { valueCheckSchema } from '@avtalt/contracts';
import {
  OPERATORS,
  checkValues,
  evaluateVisibility,
  fillClause,
  formatAnswer,
  partyWording,
  readDate,
  readRuleNumber,
  type LogicQuestion,
  type LogicRule,
  type ValueCheck,
  type ValueFormat,
} from '@avtalt/logic';
import type {
  CatalogueCondition,
  CatalogueQuestion,
  CatalogueTopic,
  CatalogueYesNoQuestion,
} from './catalogue.types';

/** Texts must be trimmed, have no doubled spaces and no space before punctuation. */
export function isClean(text: string): boolean {
  return text === text.trim() && !/\s{2,}/.test(text) && !/\s[.,?!]/.test(text) && text.length > 0;
}

export function startsUpperCase(text: string): boolean {
  const first = text.charAt(0);
  return first === first.toUpperCase() && first !== first.toLowerCase();
}

export function isYesNo(q: CatalogueQuestion): q is CatalogueYesNoQuestion {
  return q.type === undefined || q.type === 'yes_no';
}

/** Two answers of each format, as people would type them, and the names a party answer shows. */
export const SAMPLE_VALUES: Record<ValueFormat, [string, string]> = {
  text: ['kjøp av bil', 'oppussing av badet'],
  number: ['3', '25'],
  amount: ['12 000', '1500,50'],
  percent: ['15', '3,5'],
  date: ['2027-03-01', '24.12.2026'],
  party: ['self', 'other'],
};
export const partyName = (value: string) => (value === 'self' ? 'Kari Nordmann' : 'Ola Hansen');

/**
 * Every clause a question can put in the agreement, as the legal text shows it: Ja and Nei, each
 * option's clause (with the option filled in), or the clause template filled with sample answers.
 */
export function clausesOf(q: CatalogueQuestion): string[] {
  if (isYesNo(q)) return [q.clauseYes, q.clauseNo];
  if (q.type === 'multiple_choice') return q.options.map((o) => fillClause(o.clause, o.text));
  return SAMPLE_VALUES[q.format].map((value) =>
    fillClause(q.clauseTemplate, formatAnswer(q, value, { partyName })),
  );
}

export type Condition = { operator: (typeof OPERATORS)[number]; value: unknown };
export const ruleOf = (condition: CatalogueCondition): Condition =>
  'equals' in condition
    ? { operator: 'equals', value: condition.equals }
    : { operator: condition.operator, value: condition.value };

/** The topic as the seeder stores it, for the engine: questions by key, a show rule per showIf. */
export function toLogic(topic: CatalogueTopic): { questions: LogicQuestion[]; rules: LogicRule[] } {
  const questions = topic.questions.map((q, index) => ({
    id: q.key,
    type: isYesNo(q) ? ('yes_no' as const) : q.type,
    order: index + 1,
    options: q.type === 'multiple_choice' ? q.options.map((o) => o.text) : null,
    format: q.type === 'free_text' ? q.format : null,
  }));
  const rules = topic.questions.flatMap((q) => [
    ...(q.showIf
      ? [
          {
            id: `rule-${q.key}`,
            questionId: q.key,
            sourceQuestionId: q.showIf.questionKey,
            ...ruleOf(q.showIf),
            action: 'show' as const,
            targetQuestionId: null,
          },
        ]
      : []),
    ...(q.hideIf
      ? [
          {
            id: `hide-${q.key}`,
            questionId: q.key,
            sourceQuestionId: q.hideIf.questionKey,
            ...ruleOf(q.hideIf),
            action: 'hide' as const,
            targetQuestionId: null,
          },
        ]
      : []),
  ]);
  return { questions, rules };
}

/** The day the topic specs judge dates against (value checks such as «not in the past» read it). */
export const CHECK_TODAY = '2026-11-29';

/**
 * What a topic's spec reads of it: a question by key, its value checks, the topic as the value checks run it
 * (the seeder's questions, ids are keys) and the issues a set of answers raises.
 */
export function topicKit(topic: CatalogueTopic) {
  const question = (key: string): CatalogueQuestion => {
    const q = topic.questions.find((candidate) => candidate.key === key);
    if (!q) throw new Error(`${topic.key} has no question ${key}`);
    return q;
  };
  const checksOf = (key: string): readonly ValueCheck[] => question(key).checks ?? [];
  const { questions, rules } = toLogic(topic);
  const checked = questions.map((q, index) => ({ ...q, checks: topic.questions[index].checks ?? null }));
  const issuesFor = (answers: Record<string, unknown>, today = CHECK_TODAY) =>
    checkValues(checked, answers, today);
  return { question, checksOf, questions, rules, checked, issuesFor };
}

/**
 * Whether a check, as the seeder stores it (other questions named by id), is what the contracts accept:
 * stored, every reference is a question id.
 */
export function storesAsContract(check: ValueCheck): boolean {
  const ID = '00000000-0000-4000-8000-000000000000';
  const stored = {
    ...check,
    ...Object.fromEntries(
      (['other', 'amount', 'from', 'until'] as const).filter((ref) => ref in check).map((ref) => [ref, ID]),
    ),
    ...(check.when ? { when: { ...check.when, question: ID } } : {}),
  };
  return valueCheckSchema.safeParse(stored).success;
}

/** Answers one might give to a question, to find one that meets (or fails) a condition. */
export function candidateAnswers(q: CatalogueQuestion, condition: Condition): unknown[] {
  if (isYesNo(q)) return [true, false];
  if (q.type === 'multiple_choice') return q.options.map((o) => o.text);
  switch (q.format) {
    case 'number':
    case 'amount':
    case 'percent': {
      const n = readRuleNumber(condition.value, q.format) ?? 0;
      return [n, n + 1, Math.max(0, n - 1), 0];
    }
    case 'date':
      return [readDate(condition.value), '1900-01-01', '2199-12-31'];
    case 'party':
      return ['self', 'other'];
    default:
      return [String(condition.value), 'noe annet'];
  }
}

/**
 * Contradicting clauses (issue 15). Per topic, pairs of answers whose clauses contradict each other
 * (`questionKey:answer`, where answer is `yes`/`no`, an option, a typed value as the walk gives it such as
 * `0`, or `*` for any answer), which the logic must keep off the same answered path.
 */
export const FORBIDDEN_PAIRS: Record<string, [string, string][]> = {
  samboeravtale: [
    ['boligens-eierforhold:Vi leier den', 'overta-bolig-ved-brudd:*'],
    ['boligens-eierforhold:Vi leier den', 'eierandeler-bolig:*'],
    ['boligens-eierforhold:Vi leier den', 'boligeier:*'],
    ['boligens-eierforhold:Vi eier den sammen', 'boligeier:*'],
    ['boligens-eierforhold:Én av oss eier den alene', 'overta-bolig-ved-brudd:*'],
    ['eierandeler-bolig:Like store andeler', 'storst-eierandel-prosent:*'],
    ['barn-sammen:Nei, vi har ikke felles barn', 'barneutgifter-deles-likt:*'],
    // Issue 33 (review § 4.1): the joint mortgage and the equity only where the parties own the home together, the
    // equity returned first only with equal shares (unequal shares are computed from it), the non-owner's
    // payments only where one of them owns it, and a testament deadline only with a testament.
    ['boligens-eierforhold:Vi leier den', 'boliglan-fordeling:*'],
    ['boligens-eierforhold:Én av oss eier den alene', 'boliglan-fordeling:*'],
    ['boligens-eierforhold:Vi leier den', 'egenkapital-ved-brudd:*'],
    ['boligens-eierforhold:Én av oss eier den alene', 'egenkapital-ved-brudd:*'],
    ['eierandeler-bolig:Ulike andeler', 'egenkapital-ved-brudd:*'],
    ['boligens-eierforhold:Vi leier den', 'ikke-eier-innbetalinger:*'],
    ['boligens-eierforhold:Vi eier den sammen', 'ikke-eier-innbetalinger:*'],
    ['testament:no', 'testament-frist:*'],
  ],
  bofellesskap: [
    ['leiekontrakt-signert:Alle som bor her', 'leietaker:*'],
    ['leiekontrakt-signert:Alle som bor her', 'husleie-betalingsdag:*'],
    ['depositum-belop:0', 'depositum-hver-sin-andel:*'],
    ['depositum-belop:0', 'depositum-betaler:*'],
    ['depositum-hver-sin-andel:yes', 'depositum-betaler:*'],
  ],
  'lan-mellom-privatpersoner': [
    ['renter:no', 'rentesats:*'],
    ['renter:no', 'fast-rente:*'],
    ['nedbetaling:Alt på én gang', 'avdrag-belop:*'],
    ['nedbetaling:Alt på én gang', 'mislighold-forsinkede-avdrag:*'],
  ],
  'ferie-sammen': [
    ['felles-budsjett:no', 'budsjett-per-person:*'],
    ['en-bestiller:no', 'bestiller:*'],
    ['leiebil:no', 'leiebil-egenandel:*'],
  ],
  'felles-hytte': [
    ['eierandeler:Like store andeler', 'storst-andel-prosent:*'],
    ['eierandeler:Slik det står i skjøtet', 'storst-andel-eier:*'],
    ['hyttekonto:no', 'hyttekonto-belop:*'],
    // The holidays rotate within a plan; «fra gang til gang» has no rotation and no one who starts it.
    ['bruksplan-hoytider:no', 'forste-paske:*'],
  ],
  'felles-bil': [
    ['billan:no', 'felles-lantakere:*'],
    ['billan:no', 'terminbelop-etter-andel:*'],
    // Costs split by use need the kjørebok that the Nei to «likt» promises.
    ['faste-kostnader-likt:no', 'kjorebok:no'],
  ],
  'felles-kjaeledyr': [
    ['eies-sammen:yes', 'dyrets-eier:*'],
    ['eies-sammen:yes', 'omplassering:*'],
    ['eies-sammen:no', 'beholder:*'],
    ['fast-bosted:no', 'bor-hos:*'],
    ['fast-bosted:no', 'helg-hos-de-andre:*'],
  ],
  husarbeid: [
    ['innkjop:no', 'innkjop-ansvarlig:*'],
    ['avfall:no', 'avfall-ansvarlig:*'],
    ['barn-faste-oppgaver:no', 'ukepenger-knyttet-til-oppgaver:*'],
  ],
  samvaersavtale: [
    ['foreldreansvar-og-bosted:Felles foreldreansvar og delt fast bosted', 'bosted-hos:*'],
    ['foreldreansvar-og-bosted:Felles foreldreansvar og delt fast bosted', 'foreldreansvar-alene-hos:*'],
    ['foreldreansvar-og-bosted:Felles foreldreansvar og delt fast bosted', 'vanlig-samvaer:*'],
    ['foreldreansvar-og-bosted:Felles foreldreansvar og delt fast bosted', 'reisekostnader:*'],
    ['foreldreansvar-og-bosted:Felles foreldreansvar og fast bosted hos én av oss', 'bosted-rytme:*'],
    [
      'foreldreansvar-og-bosted:Felles foreldreansvar og fast bosted hos én av oss',
      'foreldreansvar-alene-hos:*',
    ],
    ['foreldreansvar-og-bosted:Felles foreldreansvar og fast bosted hos én av oss', 'barnebidrag-betaler:*'],
    ['foreldreansvar-og-bosted:Foreldreansvaret alene hos den barna bor fast hos', 'bosted-rytme:*'],
    ['foreldreansvar-og-bosted:Foreldreansvaret alene hos den barna bor fast hos', 'bosted-hos:*'],
    ['foreldreansvar-og-bosted:Foreldreansvaret alene hos den barna bor fast hos', 'barnebidrag-betaler:*'],
    ['privat-barnebidrag:no', 'barnebidrag-belop:*'],
    ['privat-barnebidrag:no', 'barnebidrag-betaler:*'],
    // The amount comes with its payer: a bare amount only under delt fast bosted, the samværsforelder's otherwise.
    ['foreldreansvar-og-bosted:Felles foreldreansvar og delt fast bosted', 'bidrag-samvaersforelder:*'],
    ['foreldreansvar-og-bosted:Felles foreldreansvar og fast bosted hos én av oss', 'barnebidrag-belop:*'],
    ['foreldreansvar-og-bosted:Foreldreansvaret alene hos den barna bor fast hos', 'barnebidrag-belop:*'],
    ['privat-barnebidrag:no', 'bidrag-samvaersforelder:*'],
    // Only delt fast bosted asks the Folkeregister address; vanlig samvær settles the holidays itself.
    ['foreldreansvar-og-bosted:Felles foreldreansvar og fast bosted hos én av oss', 'folkeregistrert-hos:*'],
    ['vanlig-samvaer:yes', 'jul-og-paske:*'],
    ['vanlig-samvaer:yes', 'sommerferie-frist:*'],
    ['bosted-rytme:To-to-tre', 'byttedag:*'],
    // Barnetrygd (issue 33): delt barnetrygd only under delt fast bosted, the bostedsforelder's otherwise.
    ['foreldreansvar-og-bosted:Felles foreldreansvar og delt fast bosted', 'barnetrygd:*'],
    ['foreldreansvar-og-bosted:Felles foreldreansvar og fast bosted hos én av oss', 'barnetrygd-delt:*'],
    ['foreldreansvar-og-bosted:Foreldreansvaret alene hos den barna bor fast hos', 'barnetrygd-delt:*'],
    ['barnetrygd:*', 'barnetrygd-delt:*'],
  ],
  'bryllup-og-fest': [
    ['samlet-budsjett:no', 'budsjett-belop:*'],
    ['bidrag-fra-familie:no', 'bidragsytere-far-si-sitt:*'],
    ['regnskap:no', 'regnskapsforer:*'],
  ],
  prosjektsamarbeid: [
    ['eierandeler:Like store andeler', 'storst-andel-eier:*'],
    ['eierandeler:Like store andeler', 'storst-andel-prosent:*'],
    ['selskapsform:Ja, som aksjeselskap', 'egen-bankkonto:*'],
    ['selskapsform:Ja, med en annen selskapsform', 'egen-bankkonto:*'],
    ['ansvarsomrader:no', 'ansvarsomrader-fordeling:*'],
    // Issue 33 (review § 4.6): what the company gets of the rights only with a company, the share capital only for an AS.
    ['selskapsform:Nei, uten eget selskap', 'rettigheter-til-selskapet:*'],
    ['selskapsform:Nei, uten eget selskap', 'aksjekapital:*'],
    ['selskapsform:Ja, med en annen selskapsform', 'aksjekapital:*'],
  ],
  naboavtale: [
    ['hekk-hoyde:no', 'hekk-maks-hoyde:*'],
    ['adkomst:Nei, hver eiendom har egen adkomst', 'vei-kostnadsfordeling:*'],
    ['adkomst:Nei, hver eiendom har egen adkomst', 'broyting:*'],
    // Shared work on the hedge has no single owner to name.
    ['hekk-deles:yes', 'hekk-eier:*'],
    // A veirett needs a shared road (issue 33).
    ['adkomst:Nei, hver eiendom har egen adkomst', 'veirett:*'],
  ],
  'bruktbil-privat': [['heftelser:Nei, bilen er fri for heftelser', 'panthaver:*']],
  'hybel-utleie': [
    ['depositum:no', 'depositum-belop:*'],
    // A fixed term ends without notice; a notice period belongs to a lease that runs until it is ended.
    ['leietid:Ja, til en avtalt sluttdato', 'oppsigelsesfrist:*'],
    ['leietid:Nei, den løper til den sies opp', 'sluttdato:*'],
    // The ground for a fixed term (issue 33, husleieloven § 9-3) belongs to a fixed term, and the written reason
    // to the ground that needs one.
    ['leietid:Nei, den løper til den sies opp', 'tidsbestemt-grunnlag:*'],
    ['leietid:Nei, den løper til den sies opp', 'tidsbestemt-grunn:*'],
    ['tidsbestemt-grunnlag:Leietiden er minst tre år', 'tidsbestemt-grunn:*'],
    [
      'tidsbestemt-grunnlag:Hybelen er en lofts- eller sokkelbolig i enebolig eller en bolig i tomannsbolig der utleieren bor, og leietiden er minst ett år',
      'tidsbestemt-grunn:*',
    ],
    [
      'tidsbestemt-grunnlag:Utleieren eller noen i husstanden skal selv bo i hybelen når leietiden er ute',
      'tidsbestemt-grunn:*',
    ],
  ],
};

/**
 * Premises: when this answer is on the path, no other clause on the path may say the words (a clause
 * that refers to an insurance, a budget, an interest rate, samvær … the answer said does not exist).
 */
export const PREMISES: Record<string, { when: string; noOtherClause: RegExp }[]> = {
  // A party question that names the person (`key:*`) and a general clause on the same path that says «one of
  // the parties» does it as well: the general line must not print beside the named one (lawyer's review, issue 15).
  samboeravtale: [
    // «uten felles barn» (the testament deadline's statement of arveloven § 12) presupposes no child.
    { when: 'barn-sammen:Nei, vi har ikke felles barn', noOtherClause: /(?<!uten )felles barn/i },
    { when: 'boligeier:*', noOtherClause: /én av (dem|partene) alene/i },
    // Review § 4.1 item 3: debt for the common costs never gets a key other than the costs' own.
    { when: 'utgifter-fordeling:Etter inntekt', noOtherClause: /\bgjeld(?:en)?\b[^.]*\blikt\b/i },
    { when: 'utgifter-fordeling:Likt', noOtherClause: /\bgjeld(?:en)?\b[^.]*etter (?:partenes )?inntekt/i },
  ],
  bofellesskap: [
    { when: 'depositum-belop:0', noOtherClause: /depositum/i },
    { when: 'leietaker:*', noOtherClause: /bare én av partene/i },
    { when: 'depositum-betaler:*', noOtherClause: /én av partene/i },
    // One payer: the account is in the payer's name, never a split deposit nor «leietakerens navn» (issue 33).
    { when: 'depositum-betaler:*', noOtherClause: /sin andel av depositumet|i leietakerens navn/i },
  ],
  'lan-mellom-privatpersoner': [{ when: 'renter:no', noOtherClause: /\brente/i }],
  'ferie-sammen': [
    { when: 'leiebil:no', noOtherClause: /leiebil/i },
    { when: 'bestiller:*', noOtherClause: /én av partene/i },
  ],
  'felles-hytte': [
    { when: 'hyttekonto:no', noOtherClause: /hyttekonto/i },
    { when: 'storst-andel-eier:*', noOtherClause: /én av (dem|partene)/i },
    // Issue 33: no forkjøpsrett or redemption may be offered where the answer said there is none, no clause may
    // leave the holiday rotation without its start, and a Nei to tinglysing is not contradicted by a promise to register.
    {
      when: 'forkjopsrett-ved-salg:Nei, ingen egen forkjøpsrett',
      noOtherClause: /tilby (?:den|andelen)|forkjøpsretten kan/i,
    },
    { when: 'innlosning-ved-arv:no', noOtherClause: /løse (?:den|andelen) ut/i },
    { when: 'forste-paske:*', noOtherClause: /rekkefølgen de står i avtalen/i },
    { when: 'tinglysing:no', noOtherClause: /tinglyses|til tinglysing/i },
  ],
  'felles-bil': [
    { when: 'billan:no', noOtherClause: /billån|terminbeløp/i },
    // Without kasko the insurance pays nothing for damage to the car itself: no clause may promise it does.
    { when: 'forsikringsdekning:Bare ansvarsforsikring', noOtherClause: /kasko/i },
  ],
  // «ansvarsforsikring» (liability for damage the animal does) is another insurance than the health insurance asked about.
  'felles-kjaeledyr': [
    { when: 'forsikring:no', noOtherClause: /\bforsikring|premie/i },
    { when: 'dyrets-eier:*', noOtherClause: /én av partene/i },
    { when: 'bor-hos:*', noOtherClause: /hos én av partene/i },
  ],
  husarbeid: [
    { when: 'innkjop-ansvarlig:*', noOtherClause: /én av oss/i },
    { when: 'avfall-ansvarlig:*', noOtherClause: /én av oss/i },
  ],
  samvaersavtale: [
    // Under delt fast bosted there is no samvær (barneloven § 43 ff.), so no clause may assume it.
    {
      when: 'foreldreansvar-og-bosted:Felles foreldreansvar og delt fast bosted',
      noOtherClause: /\bsamvær\b|foreldreansvaret alene/i,
    },
    {
      when: 'foreldreansvar-og-bosted:Felles foreldreansvar og fast bosted hos én av oss',
      noOtherClause: /delt fast bosted|foreldreansvaret alene/i,
    },
    { when: 'bosted-hos:*', noOtherClause: /hos den ene av dem/i },
    { when: 'foreldreansvar-alene-hos:*', noOtherClause: /nevner ved navn/i },
    // Kept barnetrygd is not passed on, and a bidrag payer named under delt fast bosted is not «samværsforelderen».
    { when: 'barnetrygd:yes', noOtherClause: /betaler .*barnetrygd.* videre/i },
    { when: 'barnebidrag-betaler:*', noOtherClause: /samværsforelderen betaler/i },
  ],
  'bryllup-og-fest': [
    { when: 'samlet-budsjett:no', noOtherClause: /budsjett/i },
    { when: 'regnskapsforer:*', noOtherClause: /én av partene/i },
  ],
  prosjektsamarbeid: [
    { when: 'selskapsform:Nei, uten eget selskap', noOtherClause: /selskap/i },
    { when: 'storst-andel-eier:*', noOtherClause: /én av (dem|partene)/i },
    // Review § 4.6 item 1: where a company takes the rights over, no licence may end with the cooperation.
    {
      when: 'rettigheter-til-selskapet:*',
      noOtherClause: /(?:bruksrett|rett til å bruke)[^.]*så lenge samarbeidet varer/i,
    },
  ],
  naboavtale: [
    { when: 'adkomst:Nei, hver eiendom har egen adkomst', noOtherClause: /\bveien\b|innkjørsel/i },
    { when: 'hekk-eier:*', noOtherClause: /den av partene som eier hekken/i },
    // Road on a third party's land: the agreement grants no veirett over it; without konfliktråd no clause sends
    // a dispute there.
    { when: 'veirett:Over grunn som ingen av oss eier', noOtherClause: /har en varig veirett/i },
    { when: 'konfliktradet:no', noOtherClause: /mekling i konfliktrådet før saken/i },
  ],
  'bruktbil-privat': [{ when: 'heftelser:Nei, bilen er fri for heftelser', noOtherClause: /\bpant/i }],
  'hybel-utleie': [
    { when: 'depositum:no', noOtherClause: /depositum/i },
    { when: 'leietid:Ja, til en avtalt sluttdato', noOtherClause: /\bsi(?:es)? opp|oppsigelse/i },
    // A term of at least the minimum needs no reason: no clause may say it is shorter.
    {
      when: 'tidsbestemt-grunnlag:Leietiden er minst tre år',
      noOtherClause: /kortere enn lovens minstetid|grunnen til at leietiden/i,
    },
    {
      when: 'tidsbestemt-grunnlag:Hybelen er en lofts- eller sokkelbolig i enebolig eller en bolig i tomannsbolig der utleieren bor, og leietiden er minst ett år',
      noOtherClause: /kortere enn lovens minstetid|grunnen til at leietiden|minst tre år/i,
    },
  ],
};

export const tokenKey = (token: string) => token.slice(0, token.indexOf(':'));
export const tokenAnswer = (token: string) => token.slice(token.indexOf(':') + 1);

/** How an answer is written in a pair: yes/no, the option, or the typed value as given. */
export function answerLabel(q: CatalogueQuestion, answer: unknown): string {
  if (isYesNo(q)) return answer === true ? 'yes' : 'no';
  return String(answer);
}

/** The clause an answer puts in the agreement, as the legal text shows it. */
export function clauseOfAnswer(q: CatalogueQuestion, answer: unknown): string {
  if (isYesNo(q)) return answer === true ? q.clauseYes : q.clauseNo;
  if (q.type === 'multiple_choice')
    return fillClause(q.options.find((o) => o.text === answer)!.clause, String(answer));
  return fillClause(q.clauseTemplate, formatAnswer(q, answer, { partyName }));
}

/**
 * Every combination of answers to the questions that matter for the topic's rules and pairs: each
 * source of a showIf/hideIf and each question named in a pair or premise gets Ja and Nei, every option,
 * or typed values on both sides of every threshold a rule compares it with; every other question gets
 * one fitting answer. Returns, per combination, the answered path: question key → answer.
 */
export function answeredPaths(topic: CatalogueTopic, named: string[]): Map<string, unknown>[] {
  const { questions, rules } = toLogic(topic);
  const conditionsOn = new Map<string, Condition[]>();
  for (const q of topic.questions) {
    for (const when of [q.showIf, q.hideIf]) {
      if (!when) continue;
      conditionsOn.set(when.questionKey, [...(conditionsOn.get(when.questionKey) ?? []), ruleOf(when)]);
    }
  }
  const choices = topic.questions.map((q) => {
    const conditions = conditionsOn.get(q.key);
    if (!conditions && !named.includes(q.key)) {
      if (isYesNo(q)) return [true];
      if (q.type === 'multiple_choice') return [q.options[0].text];
      return [SAMPLE_VALUES[q.format][0]];
    }
    if (isYesNo(q)) return [true, false];
    if (q.type === 'multiple_choice') return q.options.map((o) => o.text);
    const values = (conditions ?? []).flatMap((condition) => candidateAnswers(q, condition));
    return [
      ...new Set([...values, SAMPLE_VALUES[q.format][0]].map((v) => (typeof v === 'number' ? v : String(v)))),
    ];
  });
  const paths: Map<string, unknown>[] = [];
  const walk = (index: number, answers: Record<string, unknown>) => {
    if (index === topic.questions.length) {
      const visible = evaluateVisibility(questions, rules, answers);
      paths.push(
        new Map(topic.questions.filter((q) => visible.has(q.key)).map((q) => [q.key, answers[q.key]])),
      );
      return;
    }
    for (const answer of choices[index])
      walk(index + 1, { ...answers, [topic.questions[index].key]: answer });
  };
  walk(0, {});
  return paths;
}

/** Whether the answered path holds this `key:answer` token. */
export function holds(topic: CatalogueTopic, path: Map<string, unknown>, token: string): boolean {
  const key = tokenKey(token);
  if (!path.has(key)) return false;
  const wanted = tokenAnswer(token);
  const q = topic.questions.find((question) => question.key === key)!;
  return wanted === '*' || answerLabel(q, path.get(key)) === wanted;
}

/** Every text a topic can put in its document: each answer's clause and the topic's own final clauses. */
export function documentTexts(topic: CatalogueTopic): { where: string; text: string }[] {
  return [
    ...topic.questions.flatMap((q) => clausesOf(q).map((text) => ({ where: q.key, text }))),
    ...(['termClause', 'disputeClause'] as const).flatMap((field) =>
      topic.document?.[field] ? [{ where: field, text: topic.document[field] as string }] : [],
    ),
  ];
}

/**
 * Why a text does not read right once `partyWording` makes it singular for two parties (an empty list
 * when it does): a plural word right after a phrase it replaces, 'mellom' before one, 'den eller de andre
 * partene', or 'de andre' without 'partene' (left plural).
 */
export function twoPartyProblems(text: string): string[] {
  const problems: string[] = [];
  const phrase = '(?:de andre partene|de øvrige partene|de øvrige|alle partene)';
  const plural =
    '(?:enige|uenige|ansvarlige|solidarisk|solidariske|forpliktet|pliktige|eiere|leietakere|låntakere|framleiere|samboere|like)';
  if (new RegExp(`${phrase}\\s+(?:er\\s+|blir\\s+|var\\s+)?${plural}\\b`, 'i').test(text))
    problems.push('a plural word after the phrase');
  // 'mellom alle partene' becomes 'mellom begge partene', which reads right; 'mellom den andre parten' does not.
  if (/\b(?:mellom|blant)\s+(?:de andre partene|de øvrige)/i.test(text))
    problems.push('mellom/blant before the phrase');
  if (/den eller de andre partene/i.test(text)) problems.push('den eller de andre partene');
  if (/\bde andre\b(?!\s+(?:partene|partenes|kostnadene|felles)\b)/i.test(text))
    problems.push("'de andre' without 'partene'");
  // Two-party wording makes 'de øvrige' 'den andre': before another plural noun it would read 'den andre kostnadene'.
  if (/\bde øvrige\s+(?:felles\s+)?(?!partene\b|partenes\b)\p{L}+ene\b/iu.test(text))
    problems.push("'de øvrige' before a noun other than partene");
  const two = partyWording(text, 2);
  if (/de andre partene|de øvriges?\b/i.test(two)) problems.push(`still plural for two: ${two}`);
  return problems;
}
