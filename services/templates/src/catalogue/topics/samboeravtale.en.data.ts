import type { TopicTranslation } from '../catalogue-translation.types';

/** Cohabitation agreement: the English translation of the bokmål topic 'samboeravtale'. */
export const samboeravtaleEn: TopicTranslation = {
  title: 'Cohabitation agreement',
  description:
    'For couples who live together without being married. Cohabitants have fewer rights under the law than spouses, so here you agree on your home, belongings, expenses and what happens if you break up.',
  document: {
    heading: 'Cohabitation agreement',
    termClause:
      'This agreement applies for as long as the parties live together as cohabitants, and neither party may terminate it alone. If the parties marry each other, this agreement ends, and separate property (særeie) must then be agreed by a marriage settlement (ektepakt) (the Marriage Act (ekteskapsloven) §§ 42 and 54). If one of the parties gives written notice of a break-up, or the parties move apart, the provisions of this agreement on a break-up apply until the settlement between them has been completed.',
    disputeClause: null,
  },
  questions: {
    'bolig-adresse': {
      text: 'What is the address of the home you live in?',
      description: 'Enter the street address, postcode and town.',
      clauseTemplate: 'The parties live together at {{svar}}.',
      section: 'Background',
    },
    'samboerskap-fra': {
      text: 'From what date have you lived together?',
      description:
        'How long you have lived together may matter under the Joint Households Act (husstandsfellesskapsloven).',
      clauseTemplate: 'The parties have lived together as cohabitants since {{svar}}.',
      section: 'Background',
      checks: [
        'The date you moved in together cannot be in the future. Enter the date you started living together.',
      ],
    },
    'barn-sammen': {
      text: 'Do you have children together?',
      description:
        'Having children together affects what cohabitants inherit from each other by law, and when the Joint Households Act (husstandsfellesskapsloven) applies.',
      options: [
        { text: 'Yes, we have children together', clause: 'The parties have joint children.' },
        { text: 'We are expecting a child together', clause: 'The parties are expecting a child together.' },
        { text: 'No, we do not have children together', clause: 'The parties do not have joint children.' },
      ],
      section: 'Background',
    },
    'boligens-eierforhold': {
      text: 'Who owns the home you live in?',
      options: [
        {
          text: 'We own it together',
          clause: 'The parties own the home they live in as co-owners (sameie).',
        },
        {
          text: 'One of us owns it alone',
          clause: 'The home the parties live in is owned by the homeowner alone.',
        },
        { text: 'We rent it', clause: 'The parties rent the home they live in.' },
      ],
      section: 'Background',
    },
    boligeier: {
      text: 'Which of you owns the home?',
      description:
        'The agreement then states that what the other pays towards the running housing costs does not give an ownership share in the home.',
      clauseTemplate:
        '{{svar}} is the homeowner, and what the other party pays towards the running housing costs does not give an ownership share in the home.',
      partyRoles: { chosen: 'homeowner', others: null },
      section: 'Home',
    },
    'ikke-eier-innbetalinger': {
      text: 'What should the one of you who does not own the home get in return for the mortgage repayments and improvements that person pays on it?',
      description:
        "Without an agreement, large payments on the other's mortgage or home may give an ownership share or a claim for money on a break-up, but this is decided on a specific assessment of the case and is often unclear.",
      options: [
        {
          text: 'An ownership share in the home',
          clause:
            "Repayments on the homeowner's mortgage and improvements to the home paid by the other party give the other party an ownership share in the home corresponding to the amount in proportion to the market value of the home at the time of payment, and the parties shall keep a joint record of such payments.",
        },
        {
          text: 'A claim to get the money back',
          clause:
            "Repayments on the homeowner's mortgage and improvements to the home paid by the other party do not give an ownership share, but the other party may claim repayment of the amount from the homeowner on a break-up, and the parties shall keep a joint record of such payments.",
        },
        {
          text: 'Nothing',
          clause:
            "Repayments on the homeowner's mortgage and improvements to the home paid by the other party give neither an ownership share in the home nor a claim to repayment.",
        },
      ],
      section: 'Home',
    },
    'eierandeler-bolig': {
      text: 'How should the ownership shares in the home be divided?',
      description:
        'The ownership shares should reflect what each of you has paid in equity and how large a part of the mortgage each of you pays.',
      options: [
        { text: 'Equal shares', clause: 'The parties own the home in equal shares.' },
        {
          text: 'Unequal shares',
          clause:
            "The parties own the home in unequal shares, calculated on the basis of each party's equity and share of the mortgage at the time of purchase.",
        },
      ],
      section: 'Home',
    },
    'storst-eierandel-hvem': {
      text: 'Which of you should own the larger share of the home?',
      clauseTemplate: '{{svar}} owns the larger share of the home.',
      section: 'Home',
    },
    'storst-eierandel-prosent': {
      text: 'What percentage of the home should the larger share make up?',
      description: 'Enter the share of the one of you who owns the most, for example 60.',
      clauseTemplate:
        'The larger ownership share makes up {{svar}} of the home, and the other party owns the rest.',
      section: 'Home',
      checks: [
        'The larger share must be over 50%: there are two of you, and if the share is 50% or less, it is not the larger one. Enter the share of the one of you who owns the most, for example 60.',
        'The larger share must be under 100%, otherwise the other party owns nothing of the home. Enter the share as a percentage, for example 60.',
      ],
    },
    'boliglan-fordeling': {
      text: 'How will you split interest and repayments on a joint mortgage between you?',
      description:
        "Repayments increase the value of the ownership shares, so if you split them equally while owning unequal shares, the one with the smaller share pays part of the other's share.",
      options: [
        {
          text: 'According to the ownership shares',
          clause:
            'Interest and repayments on a joint mortgage are divided between the parties according to their ownership shares in the home, regardless of how they divide the other joint expenses and also when they are paid from a joint account, and whoever has paid more than their share may require the other party to cover the excess on a break-up.',
        },
        {
          text: 'Equally',
          clause:
            'Interest and repayments on a joint mortgage are divided equally between the parties, regardless of their ownership shares in the home and of how they divide the other joint expenses, and whoever has paid more than half may require the other party to cover the excess on a break-up.',
        },
      ],
      section: 'Home',
    },
    'felles-konto': {
      text: 'Will you have a joint account for the fixed expenses?',
      clauseYes:
        'The parties shall open a joint account to be used for rent or mortgage payments, electricity, insurance and other fixed household expenses, and on a break-up the balance left in the account is divided in proportion to what each of them has paid in.',
      clauseNo:
        'The parties do not have a joint account, and each of them pays their share of the fixed expenses directly.',
      section: 'Finances and expenses',
    },
    'utgifter-fordeling': {
      text: 'How should the joint expenses be divided between you?',
      options: [
        { text: 'Equally', clause: 'The parties share the joint expenses equally.' },
        {
          text: 'According to income',
          clause: 'The parties divide the joint expenses in proportion to their incomes.',
        },
      ],
      section: 'Finances and expenses',
    },
    'gjeld-hver-sin': {
      text: 'Should each of you alone bear the debt you have taken on in your own name?',
      clauseYes: 'As between the parties, each of them bears the debt taken on in their own name.',
      clauseNo:
        'Debt taken on in the name of one of the parties to cover joint expenses is divided between the parties, as between themselves, in the same way as the joint expenses.',
      section: 'Finances and expenses',
    },
    'barneutgifter-deles-likt': {
      text: 'Should the costs of the children be shared equally between you?',
      clauseYes:
        'The parties share the costs of their joint children equally, including kindergarten, after-school care (SFO), clothes and leisure activities.',
      clauseNo: 'The parties divide the costs of their joint children in proportion to their incomes.',
      section: 'Finances and expenses',
    },
    'innbo-hver-sitt': {
      text: 'Should each of you keep the household contents you had when you moved in together?',
      clauseYes:
        'Household contents and movable property that each of the parties owned when the cohabitation began remain the property of that party, and the parties shall keep a joint list of these belongings.',
      clauseNo:
        'Household contents and movable property that the parties owned when the cohabitation began are regarded as jointly owned in equal shares.',
      section: 'Household contents and belongings',
    },
    'nye-eiendeler-felles': {
      text: 'Should what you buy for the home while you live together be owned equally by both of you?',
      clauseYes:
        'Household contents and other belongings acquired for shared use during the cohabitation are owned by the parties in equal halves, regardless of who paid.',
      clauseNo:
        'Household contents and other belongings acquired during the cohabitation belong to the party who paid for them, unless otherwise documented.',
      section: 'Household contents and belongings',
    },
    'overta-bolig-ved-brudd': {
      text: 'Should the one of you who wishes to stay have the right to take over the home on a break-up?',
      description:
        'Without an agreement, the Joint Households Act (husstandsfellesskapsloven) gives such a right only in certain cases.',
      clauseYes:
        "On a break-up, the party who wishes to remain in the home has the right to take over the other party's share of the home at market value as set by a valuer whom the parties appoint jointly and whose fee they share, provided that the takeover has been completed within three months of the break-up, counted from the day on which one of the parties gave written notice of the break-up, and that the party taking over redeems or takes over the other party's part of any joint mortgage so that the other party is released from liability to the lender; if both wish to take over, each of them shall, within two weeks of the valuation, submit a written bid for the whole home of at least the valuation amount, and the highest bidder takes over at their bid, while the home is sold on the open market if the bids are equal or the takeover has not been completed within the deadline.",
      clauseNo: 'On a break-up, the home is sold on the open market, unless the parties agree otherwise.',
      section: 'Break-up',
    },
    'egenkapital-ved-brudd': {
      text: 'How should the value of the home be divided on a break-up when you have put in different amounts of equity?',
      description:
        'If you own equal shares but paid different amounts at the purchase, the one who put in the most can get it back before the rest is divided.',
      options: [
        {
          text: 'Equity back first, the rest equally',
          clause:
            'On a break-up, including when one of the parties takes over the home, each of the parties first gets back the equity that party can document having put into the home, and what remains of the value of the home after the joint mortgage has been paid off is divided equally, while the value is divided in proportion to the equity each of them has put in if it is not sufficient.',
        },
        {
          text: 'Everything divided equally',
          clause:
            'On a break-up, including when one of the parties takes over the home, the value of the home after the joint mortgage has been paid off is divided equally between the parties, regardless of how much equity each of them has put in.',
        },
      ],
      section: 'Break-up',
    },
    testament: {
      text: 'Will you make wills to provide for each other in the event of death?',
      description:
        'Cohabitants who have, have had or are expecting children together inherit up to 4 G (four times the National Insurance basic amount) from each other by law, and other cohabitants do not inherit from each other without a will.',
      clauseYes:
        'The parties shall make mutual wills in which each of them appoints the other as heir, to provide financially for each other in the event of death, by the deadline this agreement sets for the wills, or within three months after this agreement has been signed if it sets no deadline, and until wills in the form required by the Inheritance Act (arveloven) § 42 have been made, a cohabitant without joint children inherits nothing from the other (arveloven § 12).',
      clauseNo:
        'The parties will not make wills in connection with this agreement, and inheritance from the parties follows the rules of the Inheritance Act (arveloven).',
      section: 'Death',
    },
    'testament-frist': {
      text: 'By what date must the wills be written and signed?',
      description:
        'A will must be in writing and signed before two witnesses who are present at the same time (the Inheritance Act (arveloven) § 42), and this cannot be done in Avtalt.',
      clauseTemplate: 'The deadline this agreement sets for the wills is {{svar}}.',
      section: 'Death',
      checks: [
        'The deadline for the wills must be after the date you moved in together. Enter a date in the future.',
        'The deadline for the wills cannot have passed. Enter a date in the future.',
      ],
    },
  },
};
