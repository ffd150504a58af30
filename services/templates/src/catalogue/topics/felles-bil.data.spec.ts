import { partyWording } from '@avtalt/logic';
import { clauseOfAnswer, documentTexts, topicKit } from '../catalogue.spec-helper';
import { checkCatalogueTopic } from '../topic-checks.spec-helper';
import { fellesBilMiddleGround } from './felles-bil.middle-ground.data';
import { fellesBilTopic as topic } from './felles-bil.data';

checkCatalogueTopic(topic, {
  middleGround: fellesBilMiddleGround,
  typedCount: 7,
  typedPoints: {
    'registrert-eier': 'party',
    'eierandel-registrert-eier': 'percent',
    kjopesum: 'amount',
    'reparasjon-grense': 'amount',
  },
  replaced: ['like-eierandeler', 'reparasjoner-godkjennes'],
  pairs: [
    ['billan:no', 'felles-lantakere:*'],
    ['billan:no', 'terminbelop-etter-andel:*'],
    // Costs split by use need the kjørebok that the Nei to «likt» promises.
    ['faste-kostnader-likt:no', 'kjorebok:no'],
  ],
  premises: [
    { when: 'billan:no', noOtherClause: /billån|terminbeløp/i },
    // Without kasko the insurance pays nothing for damage to the car itself: no clause may promise it does.
    { when: 'forsikringsdekning:Bare ansvarsforsikring', noOtherClause: /kasko/i },
  ],
  // Costs split by the kilometres driven need the kjørebok that «Nei» to kjorebok says is not kept.
  collisions: [
    {
      clause: /kjørebok|kilomet|etter bruk|kjører mest/i,
      notWith: 'kjorebok:no',
      why: 'a split by use without a kjørebok',
    },
  ],
});

const { question } = topicKit(topic);

/**
 * Issue 33: the lawyer's review § 4.7 and § 8 (shared/reviews/legal-content.md). Tolls, fees and fines are sent to
 * the registered owner, and nothing said who pays them back; the insurance cover was not asked; the Nei to the
 * kjørebok said nothing.
 */

describe('felles-bil (issue 33)', () => {
  it('lets the registered owner claim back from the others what is sent to the owner for the car', () => {
    expect(question('registrert-eier').description).toMatch(/bompengekrav og eventuelle bøter/);
    expect(partyWording(clauseOfAnswer(question('registrert-eier'), 'self'), 2)).toBe(
      'Kari Nordmann står som registrert eier av bilen og som forsikringstaker, og den andre parten betaler den registrerte eieren sin del etter denne avtalen av avgifter, bompenger, gebyrer, bøter og andre krav som eieren får for bilen, senest når kravet forfaller.',
    );
  });

  it('puts parking fees and fines on the one who used or lent out the car, and fines there either way', () => {
    const yes = clauseOfAnswer(question('gebyrer-betales-av-bruker'), true);
    const no = clauseOfAnswer(question('gebyrer-betales-av-bruker'), false);
    expect(yes).toMatch(
      /^Parkeringsgebyrer, kontrollavgifter og bøter for en tur betales i forholdet mellom partene av den av partene som brukte bilen eller lånte den ut på turen\.$/,
    );
    expect(no).toMatch(
      /deles likt mellom partene, mens bøter for en tur betales i forholdet mellom partene av den av partene som brukte bilen/,
    );
  });

  it('asks which insurance the car has, and says who bears damage the insurance does not cover', () => {
    const cover = question('forsikringsdekning');
    expect(cover.type).toBe('multiple_choice');
    if (cover.type !== 'multiple_choice') return;
    expect(cover.options.map((o) => o.text)).toEqual(['Kasko', 'Delkasko', 'Bare ansvarsforsikring']);
    for (const option of cover.options.slice(1))
      expect(option.clause).toMatch(
        /fordeles mellom partene etter eierandel, men skyldes skaden grov uaktsomhet eller forsett/,
      );
    expect(cover.description).toMatch(/påbudt/);
    // Who pays the premium stays with the fixed costs, which name the insurance.
    expect(clauseOfAnswer(question('faste-kostnader-likt'), true)).toMatch(/forsikring/);
  });

  it('gives the Nei to the kjørebok a consequence instead of a bare negation', () => {
    const no = clauseOfAnswer(question('kjorebok'), false);
    expect(no).not.toBe('Partene fører ikke kjørebok.');
    expect(no).toMatch(
      /ingen av dem kan senere kreve de faste kostnadene fordelt etter hvor mye hver av dem har kjørt/,
    );
    // No other clause of the topic is a bare «Partene … ikke …» sentence either.
    expect(
      documentTexts(topic).filter(({ text }) => /^Partene (fører|har) ikke [^,]*\.$/.test(text)),
    ).toEqual([]);
  });
});
