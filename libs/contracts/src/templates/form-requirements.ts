import { z } from 'zod';

/**
 * Issue 31: a custom topic whose title or description names a testament or an ektepakt gets a notice,
 * before any question, that Avtalt cannot make it and why: both have form requirements an electronic
 * signature in Avtalt does not meet (docs/signing.md). The web app shows it where the custom topic is
 * written, and `POST /api/question-drafts` answers it in `formNotices`; the user may still go back and
 * choose something else, or go on when the agreement is about something else.
 *
 * The detection is a word list, not a model: it must be predictable and the same in the browser and on
 * the server. It errs towards silence where the words are about someone else's estate (an arveoppgjør
 * after a parent is an agreement between heirs, not a will) and towards the notice where a person
 * disposes of their own estate at death («hvem skal arve meg», «hvem får hytta når jeg dør»).
 */
export const FORM_REQUIREMENT_KINDS = ['testament', 'ektepakt'] as const;
export const formRequirementKindSchema = z.enum(FORM_REQUIREMENT_KINDS);
export type FormRequirementKind = z.infer<typeof formRequirementKindSchema>;

export const formRequirementNoticeSchema = z.object({
  kind: formRequirementKindSchema,
  title: z.string(),
  text: z.string(),
  /** The legal source in short form (listed in docs/legal-sources.md, «Signing notes (issue 31)»). */
  source: z.string(),
});
export type FormRequirementNotice = z.infer<typeof formRequirementNoticeSchema>;

/** The notices, in bokmål, as the web app and the API show them. */
export const FORM_REQUIREMENT_NOTICES: Record<FormRequirementKind, FormRequirementNotice> = {
  testament: {
    kind: 'testament',
    title: 'Avtalt kan ikke lage et testament',
    text:
      'Et testament må være skriftlig og signeres av den som lager det, foran to vitner som er til stede samtidig og vet at det er et testament. ' +
      'Vitnene skriver under mens testatoren er til stede. Et testament som ikke oppfyller kravene, er ugyldig, og en elektronisk signatur i Avtalt oppfyller dem ikke. ' +
      'Skriv testamentet på papir, gjerne med hjelp fra en advokat. Du kan gå tilbake og velge noe annet, eller fortsette hvis avtalen gjelder noe annet enn et testament.',
    source: 'arveloven §§ 42 og 43',
  },
  ektepakt: {
    kind: 'ektepakt',
    title: 'Avtalt kan ikke lage en ektepakt',
    text:
      'En ektepakt, for eksempel om særeie, må være skriftlig og signeres av begge ektefellene samtidig foran to vitner som begge har godtatt, og vitnene skriver under mens ektefellene er til stede. ' +
      'For å gjelde overfor ektefellenes kreditorer må den i tillegg tinglyses i Ektepaktregisteret i Brønnøysund. En elektronisk signatur i Avtalt oppfyller ikke kravene. ' +
      'Du kan gå tilbake og velge noe annet, eller fortsette hvis avtalen gjelder noe annet enn en ektepakt.',
    source: 'ekteskapsloven §§ 54 og 55',
  },
};

/** Lower-case words (letters and digits, æøå included), joined by single spaces with a space at each end. */
function wordLine(text: string): string {
  const words = text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return ` ${words.join(' ')} `;
}

/** The Bible's testaments are not wills. */
const BIBLE = / (det )?(nye|gamle) testamente(t)? /g;

/** Disposing of one's own estate at death, said outright. */
const OWN_ESTATE = [
  / siste vilje /,
  / (arve|arver|arves) (meg|oss) /,
  / (arv|arven|arvet) etter (meg|oss) /,
  / (mitt|mine|vårt|våre) arvinger? /,
];

/** One's own death («når jeg dør», «etter min død»); alone it is not a will («hvem passer hunden hvis jeg dør»). */
const OWN_DEATH =
  / (når|hvis|dersom|om|etter at) (jeg|vi) (dør|er død|er døde|går bort|faller fra) | (etter|ved) (min|mi|vår) (død|bortgang) /;
/** …but with what happens to one's things then, it is. */
const DISPOSITION =
  / (arv\p{L}*|tilfall\p{L}*|etterlat\p{L}*|fordel\p{L}*|eiendel\p{L}*|formue\p{L}*|få|får|gi|gir|testamentere\p{L}*) /u;

/** Marriage: særeie between spouses needs an ektepakt (ekteskapsloven § 42); samboere cannot have one. */
const MARRIAGE =
  / (ektefelle\p{L}*|ekteskap\p{L}*|ektepar\p{L}*|ektemann\p{L}*|gift|gifte|giftet|kona|kone|mannen min|kona mi|kona min) /u;

/** Which form-bound documents a custom topic's title and description name (empty when none). */
export function formRequirementKinds(title: string, description = ''): FormRequirementKind[] {
  const line = wordLine(`${title} . ${description}`).replace(BIBLE, ' ');
  const kinds: FormRequirementKind[] = [];
  const namesTestament = /testament/.test(line);
  const disposesAtDeath =
    OWN_ESTATE.some((re) => re.test(line)) || (OWN_DEATH.test(line) && DISPOSITION.test(line));
  if (namesTestament || disposesAtDeath) kinds.push('testament');
  const namesEktepakt = /ektepakt/.test(line);
  const separatePropertyInMarriage = / s(æ|ae)reie\p{L}* /u.test(line) && MARRIAGE.test(line);
  if (namesEktepakt || separatePropertyInMarriage) kinds.push('ektepakt');
  return kinds;
}

/** The notices a custom topic gets before any question (empty when none). */
export function formRequirementNotices(title: string, description = ''): FormRequirementNotice[] {
  return formRequirementKinds(title, description).map((kind) => FORM_REQUIREMENT_NOTICES[kind]);
}
