import type { SettledBy } from '@avtalt/contracts';
import { GuardianMessages } from '@avtalt/contracts/constants';
import { act, render, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { ObserversLine } from '../../pages/comparison/observers-line';
import { agreementNextStep, guardianHint, type NextStepInput } from '../agreement-next-step.rules';
import { guardianSentence, relationLabel } from '../guardians.rules';
import { invitationResultText, notificationSwitches, unsubscribeAbout } from '../notification-kinds.rules';
import { removeObserverText } from '../observers.rules';
import { flowSettledText } from '../settled-by.rules';
import { libT } from '.';

afterEach(() => act(() => void i18n.changeLanguage('nb')));

/** Anne started it and answered; Bjørn has not; the viewer is Anne, and a third is still awaited. */
const open: NextStepInput = {
  agreementId: 'a1',
  loggedIn: true,
  agreement: {
    status: 'in_progress',
    currentRound: 1,
    maxRounds: 5,
    expectedParticipants: 3,
    isInitiator: true,
    participants: [
      { id: 'p-anne', userName: 'Anne Hansen', hasResponded: true, isYou: true, hasDetails: true },
      { id: 'p-bjorn', userName: 'Bjørn Berg', hasResponded: false, isYou: false, hasDetails: true },
    ],
  },
};

/** A question that replaced the disputed one: settled with 'Ja'. */
const replaced: SettledBy = {
  proposalId: 'c0ffee00-0000-4000-8000-000000000011',
  source: 'library',
  round: 1,
  text: 'Skal husleien deles etter inntekt?',
  display: null,
  replacesQuestionId: 'c0ffee00-0000-4000-8000-000000000012',
  replacesText: 'Skal husleien deles likt?',
};

describe("lib's texts in three languages", () => {
  it('words the next step, invitations, observers, guardians and settled points in the language in use', () => {
    const nb = agreementNextStep(open);
    expect(nb.waiting?.text).toBe('Venter på Bjørn Berg og én til: svar');
    expect(nb.hint).toBe('1 av 3 har svart. Én har ikke svart ennå: del lenken med dem.');
    expect(nb.primary.label).toBe('Del lenken');
    expect(invitationResultText({ queued: 2, skipped: 1, remainingToday: 0 })).toBe(
      'Invitasjonen er sendt til 2 adresser. 1 adresse ble hoppet over fordi de har meldt seg av invitasjoner. ' +
        'Du kan ikke sende flere invitasjoner til denne avtalen i dag.',
    );
    // The bokmål hint is the contracts' message with a full stop, in every language.
    expect(guardianHint()).toBe(`${GuardianMessages.guardianReadOnly}.`);

    act(() => void i18n.changeLanguage('nn'));
    const nn = agreementNextStep(open);
    expect(nn.status.text).toBe('Ventar på at alle svarar');
    expect(nn.waiting?.text).toBe('Ventar på Bjørn Berg og éin til: svar');
    expect(nn.hint).toBe('1 av 3 har svart. Éin har ikkje svart enno: del lenka med dei.');
    expect(invitationResultText({ queued: 1, skipped: 0, remainingToday: 4 })).toBe(
      'Invitasjonen er send til 1 adresse. Du kan sende 4 til i dag.',
    );
    expect(unsubscribeAbout('reminder')).toBe('påminningar om å svare');
    expect(relationLabel('appointed')).toBe('Oppnemnd verje');
    expect(guardianSentence({ partyName: 'Siri Ung', name: null, status: 'invited' })).toBe(
      'Siri Ung er under 18 år og har invitert verja si. Avtalen kan signerast når verja har godteke han.',
    );

    act(() => void i18n.changeLanguage('en'));
    const en = agreementNextStep(open);
    expect(en.status.text).toBe('Waiting for everyone to answer');
    expect(en.waiting?.text).toBe('Waiting for Bjørn Berg and one more: answers');
    expect(en.hint).toBe('1 of 3 have answered. One person has not answered yet: share the link with them.');
    expect(en.secondary[0]?.label).toBe('See the comparison');
    expect(flowSettledText(replaced)).toBe('You agreed on this in round 1: Yes');
    expect(notificationSwitches().map((s) => s.label)).toContain('Payments falling due');
    expect(
      removeObserverText({ name: 'Anne Hansen', email: null, status: 'active', isYou: false }).description,
    ).toBe(
      'Anne Hansen will then no longer be able to read the comparison, the discussion or the agreement text. You can invite them again later.',
    );
  });

  it('takes a `t` in another language than the one in use', () => {
    const nn = i18n.getFixedT('nn', 'lib');
    expect(agreementNextStep(open, nn).primary.label).toBe('Del lenka');
    expect(libT('nextStep.action.share')).toBe('Del lenken');
  });

  it('renders again in the language chosen, where a component passes its own `t`', () => {
    render(
      <ObserversLine
        observers={[
          { id: 'o1', name: null, email: null, status: 'active', isYou: true },
          { id: 'o2', name: null, email: 'ola@eksempel.no', status: 'active', isYou: false },
        ]}
      />,
    );
    expect(screen.getByText('Deg')).toBeTruthy();
    expect(screen.getByText('Invitert: ola@eksempel.no')).toBeTruthy();
    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByText('You')).toBeTruthy();
    expect(screen.getByText('Invited: ola@eksempel.no')).toBeTruthy();
    act(() => void i18n.changeLanguage('nn'));
    expect(screen.getByText('Invitert: ola@eksempel.no')).toBeTruthy();
    expect(screen.getByText('Deg')).toBeTruthy();
  });
});
