import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `hybel-utleie` in English, beside hybel-utleie.middle-ground.data.ts: the same alternatives in the same order. */
export const hybelUtleieMiddleGroundEn: TopicMiddleGround = {
  'strom-internett': [
    {
      text: 'Is the rent to include internet and electricity up to NOK 400 a month?',
      clause:
        'The rent includes internet and electricity for the bedsit up to NOK 400 per month, and the tenant shall in addition pay for electricity beyond this according to metered consumption.',
      description: 'Predictable for the tenant, with a cap for the landlord.',
    },
  ],
  oppsigelsesfrist: [
    {
      text: 'Is the notice period to be one month for the tenant and three months for the landlord?',
      clause:
        "The tenant may terminate the tenancy agreement in writing with one month's notice and the landlord with three months' notice, both calculated from the end of the calendar month in which notice is given, and the landlord's notice must also meet the requirements of the Tenancy Act (husleieloven).",
      description:
        'The tenant can move out quickly, and has plenty of time to find somewhere new if the landlord gives notice.',
    },
    {
      text: 'Is the notice period to be one month for the tenant and two months for the landlord?',
      clause:
        "The tenant may terminate the tenancy agreement in writing with one month's notice and the landlord with two months' notice, both calculated from the end of the calendar month in which notice is given, and the landlord's notice must also meet the requirements of the Tenancy Act (husleieloven).",
      description: 'A shorter period for the tenant, a little longer for the landlord.',
    },
  ],
  roykfritt: [
    {
      text: 'Is smoking indoors to be prohibited, but the tenant permitted to use e-cigarettes in the bedsit?',
      clause:
        'Smoking indoors in the home and using e-cigarettes in rooms shared with others are not permitted, but the tenant may use e-cigarettes in the bedsit with the window open.',
      description: "No smoking in the house, but e-cigarettes in the tenant's own room.",
    },
  ],
  vedlikehold: [
    {
      text: 'Is the tenant only to check the smoke alarms and change their batteries, while the landlord is responsible for all other maintenance?',
      clause:
        'The tenant checks the smoke alarms in the bedsit and changes their batteries, while the landlord is responsible for all other maintenance of the bedsit and its fixtures and furnishings.',
      description: 'The tenant does the simplest part, the landlord the rest.',
    },
  ],
  befaring: [
    {
      text: 'Is the landlord to take photographs of the bedsit on moving in and send them to the tenant, who reports any damage within one week?',
      clause:
        'The landlord takes photographs of the bedsit and its fixtures and furnishings on moving in and sends them to the tenant the same day, and the tenant reports in writing within one week any damage or defects that cannot be seen in the photographs.',
      description: 'The condition is documented without a joint inspection.',
    },
  ],
};
