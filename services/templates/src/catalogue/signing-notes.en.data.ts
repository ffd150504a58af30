/** The signing notes of signing-notes.data.ts in English, by note id. */
export const SIGNING_NOTES_EN: Record<string, { title: string; text: string }> = {
  'lan-ikke-tvangsgrunnlag': {
    title: 'The loan cannot be collected without legal proceedings',
    text:
      'A loan agreement signed in Avtalt is not an enforceable title (tvangsgrunnlag). If the borrower does not pay, the lender must first obtain a judgment or a settlement, usually through the conciliation board (forliksrådet), before the enforcement officer (namsmannen) can help collect the money. ' +
      'If you want the loan to be collectable without legal proceedings, you can print the promissory note (gjeldsbrev) from the result page: the borrower signs it by hand on paper, and two witnesses of legal age confirm the signature with their own signatures. ' +
      'The promissory note states that the debt, with interest and costs, may be collected without legal proceedings. An electronic signature is not enough for that.',
  },
  'samvaer-tvangskraft': {
    title: 'The agreement cannot be enforced without the county governor (statsforvalteren)',
    text:
      'An agreement on parental responsibility, permanent residence and contact that has been signed in Avtalt cannot be enforced. ' +
      'If you want it to be enforceable should one of you not follow it, you must both ask the county governor (statsforvalteren) where the children live to give the agreement enforceability (tvangskraft). ' +
      'Send the agreement and a valid mediation certificate. The county governor assesses whether the agreement is in the best interests of the children.',
  },
  'foreldreansvar-folkeregisteret': {
    title:
      'Sole parental responsibility must be reported to the National Population Register (Folkeregisteret)',
    text:
      'If you agree that one of you is to have sole parental responsibility, that part of the agreement becomes valid only when it has been reported to the National Population Register (Folkeregisteret) at the Norwegian Tax Administration (Skatteetaten). ' +
      'Report the agreement there once you have both signed. Until then, you have parental responsibility as you had it before.',
  },
  'hytte-tinglysing': {
    title: 'The agreement binds only you until it is registered',
    text:
      'The ban on mortgaging, the period during which no one can demand that the co-ownership be dissolved, the right of pre-emption and the right to buy out a share on inheritance bind only those of you who have signed. ' +
      'A buyer or a mortgagee who did not know of the agreement is not bound by it until it has been registered (tinglyst) against the property with the Norwegian Mapping Authority (Kartverket). ' +
      'The Norwegian Mapping Authority does not register the Avtalt PDF as it is: if you have agreed on registration, you write these terms into a separate declaration that you sign and send for registration.',
  },
  'nabo-tinglysing': {
    title: 'Rights over the properties bind new owners only once they are registered',
    text:
      'Rights and restrictions that concern the properties (for example a right of way or the height of the hedge) bind a new owner or a mortgagee who did not know of the agreement only once they have been registered (tinglyst) as a declaration against the properties with the Norwegian Mapping Authority (Kartverket). ' +
      'Until then, the agreement binds only those of you who have signed. Personal promises, such as giving notice of a party, cannot be registered and bind only you.',
  },
  'bruktbil-salgsmelding': {
    title: 'The notice of sale is a separate step',
    text:
      'The purchase contract does not transfer the car to the buyer in the motor vehicle register. The seller and the buyer must send a notice of sale to the Norwegian Public Roads Administration (Statens vegvesen), digitally, or on paper no later than three days after the change of ownership. ' +
      'The buyer must re-register the car and insure it in their own name before it is used. Until the notice of sale has been registered, the seller receives the charges, tolls and fines for the car.',
  },
  'samboer-testament': {
    title: 'The agreement is not a will',
    text:
      'Cohabitants without children together do not inherit from each other by law, and cohabitants with children together inherit only a limited part. If you are to inherit from each other, each of you must write a will, signed before two witnesses who are present at the same time. ' +
      'That cannot be done in Avtalt. If you marry, the cohabitation agreement ends, and separate property (særeie) must then be agreed in a marriage settlement (ektepakt), which has its own formal requirements.',
  },
};
