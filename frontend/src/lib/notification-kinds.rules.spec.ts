import { notificationKindSchema } from '@avtalt/contracts';
import {
  invitationResultText,
  NOTIFICATION_SWITCHES,
  splitEmails,
  unsubscribeAbout,
} from './notification-kinds.rules';

describe('notification kinds', () => {
  it('has one switch per kind the contract knows, each with a Norwegian label', () => {
    expect(NOTIFICATION_SWITCHES.map((s) => s.kind).sort()).toEqual(
      [...notificationKindSchema.options].sort(),
    );
    expect(NOTIFICATION_SWITCHES.map((s) => s.label)).toEqual([
      'Når noen svarer',
      'Ny runde',
      'Avtalen er ferdig',
      'Uenighet',
      'Påminnelser',
      'Invitasjoner',
      'Betalinger som forfaller',
      'Gjennomgang av avtaler',
    ]);
    expect(unsubscribeAbout('reminder')).toBe('påminnelser om å svare');
  });
});

describe('splitEmails', () => {
  it('splits on commas, semicolons, spaces and new lines', () => {
    expect(splitEmails(' ola@example.no, per@example.no;kari@example.no\nanne@example.no  ')).toEqual([
      'ola@example.no',
      'per@example.no',
      'kari@example.no',
      'anne@example.no',
    ]);
    expect(splitEmails(' , ')).toEqual([]);
  });
});

describe('invitationResultText', () => {
  it('says how many were sent, skipped and left', () => {
    expect(invitationResultText({ queued: 2, skipped: 0, remainingToday: 18 })).toBe(
      'Invitasjonen er sendt til 2 adresser. Du kan sende 18 til i dag.',
    );
    expect(invitationResultText({ queued: 1, skipped: 1, remainingToday: 0 })).toBe(
      'Invitasjonen er sendt til 1 adresse. 1 adresse ble hoppet over fordi de har meldt seg av invitasjoner. Du kan ikke sende flere invitasjoner til denne avtalen i dag.',
    );
  });
});
