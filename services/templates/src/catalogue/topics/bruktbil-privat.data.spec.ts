import { topicKit, CHECK_TODAY } from '../catalogue.spec-helper';
import { MIDDLE_GROUND_B } from '../middle-ground.b.data';
import { bruktbilPrivatTopic as topic } from './bruktbil-privat.data';

const { checksOf, issuesFor } = topicKit(topic);

/**
 * Issue 33: the lawyer's review § 4.7 and § 6 (shared/reviews/legal-content.md): a first registration in the future
 * and after the handover was accepted; the «som den er» compromise did not name the buyer's remedies.
 */

describe('bruktbil-privat (issue 33)', () => {
  it('refuses a first registration in the future, and accepts today', () => {
    expect(issuesFor({ forstegangsregistrert: CHECK_TODAY })).toEqual([]);
    expect(issuesFor({ forstegangsregistrert: '2027-03-01' })).toEqual([
      {
        questionId: 'forstegangsregistrert',
        severity: 'error',
        message: checksOf('forstegangsregistrert')[0].message,
      },
    ]);
  });

  it('refuses a handover on or before the first registration (the review: registered 1 March 2027, after the handover)', () => {
    expect(issuesFor({ forstegangsregistrert: '2019-05-01', 'overlevering-dato': '2026-12-15' })).toEqual([]);
    for (const handover of ['2019-05-01', '2019-04-30']) {
      expect(issuesFor({ forstegangsregistrert: '2019-05-01', 'overlevering-dato': handover })).toEqual([
        {
          questionId: 'overlevering-dato',
          severity: 'error',
          message: checksOf('overlevering-dato')[0].message,
        },
      ]);
    }
    expect(checksOf('overlevering-dato')[0].message).toMatch(/registrert første gang/);
  });

  it("names the buyer's remedies in the «som den er» compromise", () => {
    const [alternative] = MIDDLE_GROUND_B['bruktbil-privat']['som-den-er'];
    expect(alternative.clause).toMatch(
      /kjøperen kan da kreve retting, prisavslag eller heving etter reglene i kjøpsloven\.$/,
    );
    expect(alternative.clause).toMatch(/kjøpsloven § 19/);
  });
});
