import {
  FORM_REQUIREMENT_NOTICES,
  formRequirementKinds,
  formRequirementNotices,
  formRequirementNoticeSchema,
} from './form-requirements';

describe('formRequirementKinds: a custom topic that names a testament or an ektepakt (issue 31)', () => {
  it.each([
    ['Testament', ''],
    ['Gjensidig testamente for samboere', ''],
    ['Testamentet vårt', 'Vi vil at den som lever lengst skal sitte med alt.'],
    ['Samboeravtale', 'Vi vil også skrive testamenter til hverandre.'],
    ['Testamentere hytta til nevøen', ''],
    ['Min siste vilje', ''],
    ['Hvem skal arve meg?', ''],
    ['Arven etter meg', 'Hvordan skal barna dele?'],
    ['Hvem skal få hytta når jeg dør?', ''],
    ['Eiendelene mine', 'Fordeling av eiendelene mine etter min død.'],
    ['Når vi dør', 'Hvem arver huset når vi er døde?'],
    ['Mine arvinger', 'Hva skal hver av dem ha?'],
  ])('%s (%s) is a testament', (title, description) => {
    expect(formRequirementKinds(title, description)).toEqual(['testament']);
  });

  it.each([
    ['Ektepakt', ''],
    ['Ektepakten vår', ''],
    ['Ektepakter', 'Vi lurer på hva vi trenger.'],
    ['Særeie', 'Vi er gift og vil ha særeie på hytta.'],
    ['Særeie for ektefeller', ''],
    ['Før bryllupet', 'Vi skal gifte oss og vil avtale særeie på leiligheten.'],
    ['Saereie', 'Kona mi og jeg vil ha fullt saereie.'],
  ])('%s (%s) is an ektepakt', (title, description) => {
    expect(formRequirementKinds(title, description)).toEqual(['ektepakt']);
  });

  it('names both when both are named', () => {
    expect(formRequirementKinds('Testament og ektepakt', '')).toEqual(['testament', 'ektepakt']);
  });

  it.each([
    // Agreements between heirs after someone else's death are not wills.
    ['Arveoppgjør etter mor', 'Vi er tre søsken som skal dele arven etter mor.'],
    ['Skifte av dødsboet etter far', 'Hvem tar over huset, og hvem får bilen?'],
    ['Arv og salg av familiehytta', 'Vi har arvet hytta etter bestefar og skal bli enige om salget.'],
    // The Bible's testaments.
    ['Bibelgruppe', 'Vi leser Det nye testamente sammen og deler på kaffen.'],
    ['Lesesirkel', 'Denne høsten: Det gamle testamentet.'],
    // Særeie without marriage, and marriage without særeie.
    ['Samboeravtale', 'Vi bor sammen og vil avtale hvem som eier hva.'],
    ['Samboere med særeie', 'Vi er samboere og vil holde leiligheten utenfor.'],
    ['Kostnadsdeling ved bryllup', 'Vi skal gifte oss og deler utgiftene til festen.'],
    // One's own death without what happens to one's things.
    ['Hvem passer hunden hvis jeg dør', ''],
    // Words that only look alike.
    ['Testkjøring av bil', 'Protestantisk menighet låner ut minibussen.'],
    ['Lån til mor', 'Jeg låner mor 50 000 kroner.'],
    ['Felles hytte', 'Hvem skal få bruke hytta i påsken?'],
  ])('%s (%s) is neither', (title, description) => {
    expect(formRequirementKinds(title, description)).toEqual([]);
  });

  it('reads title and description together, whatever the case and punctuation', () => {
    expect(formRequirementKinds('VÅR AVTALE', '…og et TESTAMENTE!')).toEqual(['testament']);
    expect(formRequirementKinds('Avtale', 'ektepakt/særeie?')).toEqual(['ektepakt']);
  });
});

describe('formRequirementNotices', () => {
  it('gives each kind its Norwegian notice with the rule and its source', () => {
    expect(formRequirementNotices('Testament')).toEqual([FORM_REQUIREMENT_NOTICES.testament]);
    expect(formRequirementNotices('Felles bil')).toEqual([]);
    for (const notice of Object.values(FORM_REQUIREMENT_NOTICES))
      expect(formRequirementNoticeSchema.parse(notice)).toEqual(notice);
    expect(FORM_REQUIREMENT_NOTICES.testament.text).toContain('to vitner');
    expect(FORM_REQUIREMENT_NOTICES.testament.source).toBe('arveloven §§ 42 og 43');
    expect(FORM_REQUIREMENT_NOTICES.ektepakt.text).toContain('Ektepaktregisteret i Brønnøysund');
    expect(FORM_REQUIREMENT_NOTICES.ektepakt.source).toBe('ekteskapsloven §§ 54 og 55');
  });
});
