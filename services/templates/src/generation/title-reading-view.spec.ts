import type { AgreementKind } from '@avtalt/contracts';
import { CATALOGUE } from '../catalogue/catalogue.data';
import { customTopicDocument } from './custom-document.rules';
import { OfflineQuestionGenerator } from './offline-question-generator';
import { titleReadingView } from './title-reading-view';

describe('titleReadingView', () => {
  it('says what kind of agreement a title reads as, with its object as the questions name it', () => {
    expect(titleReadingView('Leie ut hesten til en venninne', '')).toEqual({
      kinds: ['rent'],
      object: 'hesten',
      guessed: false,
    });
  });

  it('says when the kind is only guessed from the object', () => {
    expect(titleReadingView('Hytta på Hvaler', '')).toEqual({
      kinds: ['own-together'],
      object: 'hytta',
      guessed: true,
    });
  });

  it('shows a catalogue topic the title names as that topic’s kind, not a guess', () => {
    expect(titleReadingView('Bruktbil', '')).toMatchObject({ kinds: ['buy-sell'], guessed: false });
    expect(titleReadingView('Hybel', '')).toMatchObject({ kinds: ['rent'], guessed: false });
    expect(titleReadingView('Samværsavtale', '').kinds).toEqual(['care']);
  });

  it('gives no kind for a title it cannot read', () => {
    expect(titleReadingView('Det vi snakket om på fredag', '').kinds).toEqual([]);
  });

  it('reads the longest and strangest bodies the schema takes quickly (it is asked while people type)', () => {
    const bodies = [
      'a'.repeat(2000),
      'a '.repeat(1000),
      'låne ut leie dele felles nabo '.repeat(70).slice(0, 2000),
      'vi skal låne ut bilen og hytta til naboen mot betaling hver måned '.repeat(31).slice(0, 2000),
    ];
    for (const body of bodies) titleReadingView('Snøfreseren', body);
    // The fastest of five per body, so that a busy machine (CI runs suites side by side) does not decide it.
    const fastest = bodies.map((body) =>
      Math.min(
        ...[1, 2, 3, 4, 5].map((i) => {
          const started = process.hrtime.bigint();
          titleReadingView(`Snøfreseren ${'ø'.repeat(180)}${i}`, body);
          return Number(process.hrtime.bigint() - started) / 1e6;
        }),
      ),
    );
    // About 1-4 ms here; a scan of every cue and form per word took 20-50 ms.
    expect(Math.max(...fastest)).toBeLessThan(20);
  });
});

describe('children after their parents split up', () => {
  const generator = new OfflineQuestionGenerator();
  const texts = (title: string, description: string, kinds?: AgreementKind[]) =>
    generator.select({ title, description, count: 10, kinds }).map((q) => q.text);
  const samvaer = CATALOGUE.find((t) => t.key === 'samvaersavtale')!;

  it('shows and asks the samvær topic’s questions, also when the title names no relation', () => {
    const description = 'Vi skal ha delt bosted for Lea og Noah etter at vi gikk fra hverandre.';
    expect(titleReadingView('Tvillingene annenhver uke', description)).toMatchObject({ kinds: ['care'] });
    const set = texts('Tvillingene annenhver uke', description);
    expect(set.filter((t) => samvaer.questions.some((q) => q.text === t)).length).toBeGreaterThanOrEqual(8);
    expect(texts('Tvillingene annenhver uke', description, ['care'])).toEqual(set);
    expect(customTopicDocument('Tvillingene annenhver uke', description)?.heading).toBe(
      samvaer.document?.heading,
    );
  });

  it('leaves babysitting and care without a break-up to the care questions', () => {
    const set = texts('Barnevakt for tvillingene', 'Kari passer dem tirsdager.');
    expect(set.some((t) => samvaer.questions.some((q) => q.text === t))).toBe(false);
  });
});
