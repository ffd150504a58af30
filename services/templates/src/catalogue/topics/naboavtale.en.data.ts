/** Naboavtale in English: the same legal content as `naboavtale.data.ts`. */
import type { TopicTranslation } from '../catalogue-translation.types';

export const naboavtaleEn: TopicTranslation = {
  title: 'Neighbour agreement',
  description:
    'For neighbours who want to agree on hedges, trees, fences, parking, noise or a shared road. A written agreement makes it easier to avoid conflicts later.',
  document: {
    heading: 'Neighbour agreement',
    termClause:
      'The agreement applies for as long as the parties own the properties, and it may only be amended or terminated in writing by the parties jointly. If one of the parties sells their property, the provision of the agreement on registration and new owners applies.',
    disputeClause:
      'If a disagreement arises about how the agreement is to be understood or performed, the parties shall first try to resolve it through negotiations in good faith and then through any mediation the agreement provides for. If this does not succeed, each of the parties may bring the matter before the ordinary courts. As a general rule, a dispute about money or other assets must first be heard by the Conciliation Board (forliksrådet); see the Dispute Act (tvisteloven) § 6-2.',
  },
  questions: {
    'eier-eiendom-1': {
      text: 'Which of you owns property 1?',
      description:
        'The agreement concerns two neighbouring properties, here called property 1 and property 2. The other one of you, or the others if there are more of you, owns property 2.',
      section: 'Background',
      clauseTemplate: '{{svar}} owns property 1, and property 2 is owned by the other parties.',
      partyRoles: { chosen: 'owner of property 1', others: 'owner of property 2' },
    },
    'eiendom-1': {
      text: 'What are the address, the cadastral unit number (gnr.) and the property unit number (bnr.) of property 1?',
      description:
        'Write it as it appears in the title deed, for example Bakkeveien 1, gnr. 12, bnr. 34 in Asker municipality.',
      section: 'Background',
      clauseTemplate: 'Property 1 is {{svar}}.',
    },
    'eiendom-2': {
      text: 'What are the address, the cadastral unit number (gnr.) and the property unit number (bnr.) of property 2?',
      description:
        'Write it as it appears in the title deed, for example Bakkeveien 3, gnr. 12, bnr. 35 in Asker municipality.',
      section: 'Background',
      clauseTemplate: 'Property 2 is {{svar}}.',
    },
    adkomst: {
      text: 'Do the properties have a shared road or driveway?',
      section: 'Background',
      options: [
        {
          text: 'Yes, a shared private road or driveway',
          clause: 'The properties have a shared private road or driveway.',
        },
        {
          text: 'No, each property has its own access',
          clause: 'Each of the properties has its own access.',
        },
      ],
    },
    'hekk-hoyde': {
      text: 'Should the hedge between the properties be kept below a certain height?',
      section: 'Hedge, trees and fence',
      clauseYes:
        'The hedge between the properties is kept below a fixed height and is trimmed at least once a year.',
      clauseNo:
        'The parties agree no fixed height for the hedge, and its height is governed by the Neighbour Act (grannelova) and, for a hedge on the property boundary that serves as a fence, the Neighbour Fences Act (grannegjerdelova).',
    },
    'hekk-maks-hoyde': {
      text: 'What is the maximum height of the hedge, in centimetres?',
      section: 'Hedge, trees and fence',
      clauseTemplate: 'The hedge between the properties must not be higher than {{svar}} centimetres.',
      checks: [
        'The height is entered in centimetres, and a hedge lower than 50 cm is unusual. Did you mean metres? 1.8 metres is entered as 180.',
      ],
    },
    'hekk-deles': {
      text: 'Will you share the work and the costs of trimming the hedge?',
      section: 'Hedge, trees and fence',
      clauseYes:
        'The parties share equally the work and the costs of trimming the hedge on the property boundary.',
      clauseNo: 'The parties do not share the work and the costs of trimming the hedge.',
    },
    'hekk-eier': {
      text: 'Which of you owns the hedge?',
      section: 'Hedge, trees and fence',
      clauseTemplate: '{{svar}} owns the hedge, trims it and alone bears the costs of doing so.',
    },
    traer: {
      text: 'Should it be possible to prune or fell trees that shade the neighbour, by agreement?',
      section: 'Hedge, trees and fence',
      clauseYes:
        'Trees that cause significant shade or inconvenience to the neighbouring property are pruned or felled by agreement between the parties, and whoever requests the work bears the cost.',
      clauseNo:
        'Trees on each property are pruned or felled only when their owner so wishes, within the limits of the Neighbour Act (grannelova).',
    },
    gjerde: {
      text: 'Will you put up a shared fence on the property boundary?',
      section: 'Hedge, trees and fence',
      clauseYes:
        'The parties put up a shared fence on the property boundary and share the costs and the maintenance equally.',
      clauseNo: 'The parties do not put up a shared fence on the property boundary.',
    },
    veirett: {
      text: 'Which property does the road or driveway you share run across?',
      description:
        'If the road runs across only one of the properties, the other property needs a right of way (an easement) to be assured of access, also when the property the road runs across is sold. A new owner who did not know of the right of way is bound by it only when it is registered in the Land Register; see the question on registration.',
      section: 'Road and parking',
      options: [
        {
          text: 'Across property 1',
          clause:
            'The shared road runs across property 1, and property 2 has a permanent right of way (easement) over the road, on foot and by vehicle, which follows property 2 also when it passes to new owners.',
        },
        {
          text: 'Across property 2',
          clause:
            'The shared road runs across property 2, and property 1 has a permanent right of way (easement) over the road, on foot and by vehicle, which follows property 1 also when it passes to new owners.',
        },
        {
          text: 'Across both properties',
          clause:
            'The shared road runs across both properties, and each of the properties has a permanent right of way (easement), on foot and by vehicle, over the part of the road that lies on the other property, which follows the property also when it passes to new owners.',
        },
        {
          text: 'Across land none of us owns',
          clause:
            'The shared road runs across land that none of the parties owns, and this agreement gives no right over that land but only governs the relationship between the parties.',
        },
      ],
    },
    'vei-kostnadsfordeling': {
      text: 'How will the costs of maintaining the road be shared?',
      section: 'Road and parking',
      options: [
        {
          text: 'Equally',
          clause:
            'The costs of maintaining the shared road or driveway are shared equally between the parties.',
        },
        {
          text: 'By how much each uses the road',
          clause:
            'The costs of maintaining the shared road or driveway are divided according to how much each of the parties uses it.',
        },
        {
          text: 'By the length of road each uses',
          clause:
            'The costs of maintaining the shared road or driveway are divided according to the length of it that each of the parties uses.',
        },
      ],
    },
    broyting: {
      text: 'Will you order snow clearing and gritting of the road together?',
      section: 'Road and parking',
      clauseYes:
        'The parties order snow clearing and gritting of the shared road together and divide the costs in the same way as the costs of maintaining the road.',
      clauseNo: 'Each of the parties arranges snow clearing and gritting of their own part of the road.',
    },
    'faste-parkeringsplasser': {
      text: 'Should each household have fixed parking spaces?',
      section: 'Road and parking',
      clauseYes: 'Each of the parties has fixed parking spaces, which the parties mark clearly on site.',
      clauseNo: 'The parties have no fixed parking spaces but park so that nobody is blocked in.',
    },
    'stille-pa-helligdager': {
      text: 'Will you avoid noisy work, such as mowing the lawn and drilling, on Sundays and public holidays?',
      section: 'Noise and information',
      clauseYes:
        'The parties avoid noisy work, such as mowing the lawn, drilling and using a chainsaw, on Sundays and public holidays.',
      clauseNo: 'The parties have no fixed rules on noisy work but show each other reasonable consideration.',
    },
    'varsle-fest': {
      text: 'Will you notify each other in advance when you are having a party?',
      section: 'Noise and information',
      clauseYes:
        'The parties notify each other in advance when they are having a party or another event that may cause noise.',
      clauseNo:
        'The parties do not notify each other of parties they hold, but keep the noise at a reasonable level after 11 pm.',
    },
    byggeplaner: {
      text: 'Will you inform each other of building plans before you apply to the municipality?',
      description:
        'This is in addition to the notice to neighbours that the municipality requires in building applications.',
      section: 'Noise and information',
      clauseYes:
        'The parties inform each other of plans for an extension, a garage or other larger works on the property before a notice to neighbours or an application is sent to the municipality.',
      clauseNo:
        'The parties inform each other of building plans through the ordinary notice to neighbours under the Planning and Building Act.',
    },
    konfliktradet: {
      text: 'Will you try mediation in the National Mediation Service (konfliktrådet) before a disagreement is taken further?',
      section: 'Mediation and registration',
      clauseYes:
        'In a disagreement the parties do not resolve themselves, they try mediation in the National Mediation Service (konfliktrådet) before the matter is brought before the Conciliation Board (forliksrådet) or the courts.',
      clauseNo:
        'The parties have no duty to try mediation in the National Mediation Service (konfliktrådet) before a disagreement is brought before the Conciliation Board (forliksrådet) or the courts.',
    },
    tinglysing: {
      text: 'Should the rights and restrictions in the agreement that concern the properties be registered in the Land Register, so that they also bind new owners?',
      description:
        'Without registration, a buyer who neither knew nor ought to have known of the agreement is not bound by it (the Land Registration Act (tinglysingsloven) §§ 20 and 21), and only rights in the properties, such as a right of way or a height limit for the hedge, can be registered, not personal promises such as giving notice of a party.',
      section: 'Mediation and registration',
      clauseYes:
        'The parties ensure that the rights and restrictions in the agreement that concern the properties are registered in the Land Register as a declaration of easement on both properties, so that they also bind later owners, while the personal obligations in the agreement apply only between the parties.',
      clauseNo:
        'The agreement is not registered in the Land Register, and the parties are aware that it then does not bind a new owner or mortgagee who neither knew nor ought to have known of it, so whoever sells their property makes the buyer aware of the agreement and asks the buyer to accede to it.',
    },
  },
};
