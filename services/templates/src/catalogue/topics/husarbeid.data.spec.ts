import { checkCatalogueTopic } from '../topic-checks.spec-helper';
import { husarbeidMiddleGround } from './husarbeid.middle-ground.data';
import { husarbeidTopic as topic } from './husarbeid.data';

checkCatalogueTopic(topic, {
  middleGround: husarbeidMiddleGround,
  typedCount: 3,
  typedPoints: { 'innkjop-ansvarlig': 'party', 'avfall-ansvarlig': 'party' },
  replaced: ['manedlig-gjennomgang'],
  pairs: [
    ['innkjop:no', 'innkjop-ansvarlig:*'],
    ['avfall:no', 'avfall-ansvarlig:*'],
    ['barn-faste-oppgaver:no', 'ukepenger-knyttet-til-oppgaver:*'],
  ],
  premises: [
    { when: 'innkjop-ansvarlig:*', noOtherClause: /én av oss/i },
    { when: 'avfall-ansvarlig:*', noOtherClause: /én av oss/i },
  ],
});
