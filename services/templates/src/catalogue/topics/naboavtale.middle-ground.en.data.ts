import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `naboavtale` in English, beside naboavtale.middle-ground.data.ts: the same alternatives in the same order. */
export const naboavtaleMiddleGroundEn: TopicMiddleGround = {
  traer: [
    {
      text: 'Should it be possible to prune trees that shade the neighbour by agreement, but to fell them only when their owner wishes?',
      clause:
        'Trees that cause significant shade or inconvenience to the neighbouring property are pruned by agreement between the parties, and whoever requests the pruning bears the cost, while the trees are felled only when their owner so wishes.',
      description: 'The neighbour can get more light; the owner keeps the trees.',
    },
    {
      text: 'Should the cost of pruning or felling trees that shade the neighbour be shared equally between their owner and whoever requests it?',
      clause:
        'Trees that cause significant shade or inconvenience to the neighbouring property are pruned or felled by agreement between the parties, and the cost is shared equally between the owner of the trees and whoever requests the work.',
      description: 'Both benefit from the work being done, so both pay.',
    },
  ],
  gjerde: [
    {
      text: 'Will you put up a shared fence on the property boundary and share the costs equally up to NOK 20,000?',
      clause:
        'The parties put up a shared fence on the property boundary and share the costs of putting it up equally up to NOK 20,000 in total, while whichever of the parties wants a more expensive fence bears the amount above this, and the maintenance of the fence is shared equally.',
      description: 'A shared fence, but nobody has to pay for more than a simple fence.',
    },
    {
      text: 'Should whoever wants a fence be able to put it up on the property boundary at their own expense?',
      clause:
        'Whichever of the parties wants a fence on the property boundary may put it up at their own expense after agreeing its design and position with the other parties, and alone owns and maintains the fence.',
      description: 'Whoever wants a fence gets one, without the neighbour having to pay.',
    },
  ],
  veirett: [
    {
      text: "Should the right of way over the neighbour's land apply only to travel on foot, by bicycle and by car?",
      clause:
        'Whichever of the properties does not own the land under a part of the shared road has a permanent right of way (easement) over that part, on foot, by bicycle and by car, but not by lorry or other heavy vehicle without the consent of the owner of the land, and the right follows the property also when it passes to new owners.',
      description: 'Access is secured, but not for heavy traffic.',
    },
  ],
  'vei-kostnadsfordeling': [
    {
      text: 'Should half of the costs of maintaining the road be shared equally and the rest according to how much each of you uses it?',
      clause:
        'Half of the costs of maintaining the shared road or driveway are shared equally between the parties, and the other half is divided according to how much each of the parties uses it.',
      description: 'Between equal shares and shares by use.',
    },
    {
      text: 'Should half of the costs of maintaining the road be shared equally and the rest according to the length of road each of you uses?',
      clause:
        'Half of the costs of maintaining the shared road or driveway are shared equally between the parties, and the other half is divided according to the length of it that each of the parties uses.',
      description: 'Between equal shares and shares by length.',
    },
  ],
  broyting: [
    {
      text: 'Will you order snow clearing of the road together, but each arrange your own gritting?',
      clause:
        'The parties order snow clearing of the shared road together and divide the costs in the same way as the costs of maintaining the road, while each of the parties arranges gritting of their own part of the road.',
      description: 'The heavy work together, the simple work separately.',
    },
  ],
  'faste-parkeringsplasser': [
    {
      text: 'Should each household have one fixed parking space, while the rest of the spaces are used in common?',
      clause:
        'Each of the parties has one fixed parking space, which the parties mark clearly on site, and the rest of the spaces are used in common so that nobody is blocked in.',
      description: 'Everyone is assured of a space; the rest is flexible.',
    },
  ],
  'stille-pa-helligdager': [
    {
      text: 'Should noisy work on Sundays and public holidays be limited to between the hours of 12 and 16?',
      clause:
        'The parties limit noisy work, such as mowing the lawn, drilling and using a chainsaw, on Sundays and public holidays to between the hours of 12 and 16.',
      description: 'Quiet mornings and evenings, but still possible to get things done.',
    },
  ],
  'varsle-fest': [
    {
      text: 'Will you notify each other only of parties that may cause noise after the hour of 23?',
      clause:
        'The parties notify each other no later than the day before when they are holding a party or another event that may cause noise after 23.00.',
      description: "Notice when it matters for a night's sleep, not otherwise.",
    },
  ],
  byggeplaner: [
    {
      text: 'Will you inform each other of building plans that will be visible from the neighbouring property no later than two weeks before you apply to the municipality?',
      clause:
        'The parties inform each other of plans for an extension, a garage or other larger works that will be visible from the neighbouring property no later than two weeks before a notice to neighbours or an application is sent to the municipality.',
      description: 'Early word of what the neighbour will notice, not of everything.',
    },
  ],
  konfliktradet: [
    {
      text: 'Will you meet a neutral person you choose together before a disagreement is taken further?',
      clause:
        'In a disagreement the parties do not resolve themselves, they meet for a conversation with a neutral person they choose together before the matter is taken further, and if such a meeting has not taken place within 30 days, each of the parties is free to take the matter further.',
      description: 'An attempt to resolve the matter together, with a deadline so that nobody is held back.',
    },
  ],
  tinglysing: [
    {
      text: 'Should the rights and restrictions that concern the properties be registered in the Land Register only when one of the properties is to be sold?',
      clause:
        'The parties do not register the agreement in the Land Register now, but before one of the parties sells their property, the parties ensure that the rights and restrictions in the agreement that concern the properties are registered in the Land Register as a declaration of easement on both properties, so that they also bind later owners, while the personal obligations in the agreement apply only between the parties.',
      description: 'No cost or registration now, but new owners will be bound.',
    },
  ],
};
