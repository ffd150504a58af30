import { partyWording } from '@avtalt/logic';
import { clauseOfAnswer, topicKit } from '../catalogue.spec-helper';
import { bryllupOgFestMiddleGround } from './bryllup-og-fest.middle-ground.data';
import { checkCatalogueTopic } from '../topic-checks.spec-helper';
import { bryllupOgFestTopic as topic } from './bryllup-og-fest.data';

checkCatalogueTopic(topic, {
  middleGround: bryllupOgFestMiddleGround,
  typedCount: 7,
  typedPoints: {
    'fest-dato': 'date',
    'budsjett-belop': 'amount',
    kostnadsfordeling: 'multiple_choice',
    regnskapsforer: 'party',
  },
  replaced: ['kostnader-likt', 'store-bestillinger'],
  pairs: [
    ['samlet-budsjett:no', 'budsjett-belop:*'],
    ['bidrag-fra-familie:no', 'bidragsytere-far-si-sitt:*'],
    ['regnskap:no', 'regnskapsforer:*'],
  ],
  premises: [
    { when: 'samlet-budsjett:no', noOtherClause: /budsjett/i },
    { when: 'regnskapsforer:*', noOtherClause: /én av partene/i },
  ],
});

const { question } = topicKit(topic);

/**
 * Issue 33: the lawyer's review § 4.7 (shared/reviews/legal-content.md): «Alkohol … er ikke en felles kostnad»
 * left open who pays, and nothing said that whoever contracts with a vendor is liable to it.
 */

describe('bryllup-og-fest (issue 33)', () => {
  it('says who pays for alcohol that is not a common cost', () => {
    expect(clauseOfAnswer(question('alkohol'), false)).toBe(
      'Alkohol til gjestene er ikke en felles kostnad ved festen, og den av partene som kjøper eller bestiller alkohol, betaler den selv.',
    );
    // The compromise with a cap says the same for what goes beyond it.
    expect(bryllupOgFestMiddleGround.alkohol.map((a) => a.clause).join('\n')).toMatch(
      /dekkes av den av partene som har bestilt det/,
    );
  });

  it('makes whoever contracts with a vendor liable to it, with recourse against the others', () => {
    const clause = partyWording(clauseOfAnswer(question('bestilling-grense'), 20000), 2).replace(/\s/g, ' ');
    expect(clause).toBe(
      'Bestillinger og avtaler over 20 000 kr skal godkjennes av begge partene før de inngås, og den av partene som inngår en avtale med en leverandør i eget navn, er ansvarlig for hele beløpet overfor leverandøren, men kan kreve den andre partens andel dekket etter denne avtalen.',
    );
    expect(question('bestilling-grense').description).toMatch(
      /står ansvarlig for hele beløpet overfor leverandøren/,
    );
  });

  it('settles the costs on receipts when nobody keeps the accounts', () => {
    expect(clauseOfAnswer(question('regnskap'), false)).toMatch(
      /^Partene fører ikke et eget regnskap for festen, men hver av dem legger fram kvitteringer/,
    );
  });
});
