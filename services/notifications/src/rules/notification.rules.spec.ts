import type { ActivityParticipant } from '@avtalt/contracts';
import {
  activityLink,
  activityRecipients,
  decideAnswered,
  decideFlush,
  decideReminder,
  joinNames,
  pdfAttachmentName,
  pendingAnswerers,
  type ReminderState,
  roundParticipants,
  signingRecipients,
} from './notification.rules';

const p = (n: number, userId: string | null, answered = false): ActivityParticipant => ({
  participantId: `00000000-0000-4000-8000-00000000000${n}`,
  userId,
  name: `Person ${n}`,
  answered,
});
const U = (n: number) => `10000000-0000-4000-8000-00000000000${n}`;

describe('activityRecipients', () => {
  it('is every other participant with an account, never the actor, each account once', () => {
    const participants = [p(1, U(1), true), p(2, U(2)), p(3, null), p(4, U(4)), p(5, U(2))];
    expect(activityRecipients({ actorParticipantId: participants[0].participantId, participants })).toEqual([
      U(2),
      U(4),
    ]);
  });

  it('leaves out the actor also when the same account appears as another participant', () => {
    const participants = [p(1, U(1)), p(2, U(2)), p(3, U(1))];
    expect(activityRecipients({ actorParticipantId: participants[2].participantId, participants })).toEqual([
      U(2),
    ]);
  });

  it('tells everyone with an account when nobody caused it (the last answer completed it)', () => {
    const participants = [p(1, U(1)), p(2, null), p(3, U(3))];
    expect(activityRecipients({ actorParticipantId: null, participants })).toEqual([U(1), U(3)]);
  });

  it("adds the initiator who has not answered yet to 'answered' (with an account, not the actor, once)", () => {
    const participants = [p(1, U(1), true), p(2, U(2))];
    const answered = {
      kind: 'answered' as const,
      actorParticipantId: participants[0].participantId,
      participants,
    };
    expect(activityRecipients({ ...answered, initiatorUserId: U(9) })).toEqual([U(2), U(9)]);
    expect(activityRecipients({ ...answered, initiatorUserId: U(2) })).toEqual([U(2)]);
    expect(activityRecipients({ ...answered, initiatorUserId: U(1) })).toEqual([U(2)]);
    expect(activityRecipients({ ...answered, initiatorUserId: null })).toEqual([U(2)]);
    expect(activityRecipients({ ...answered, kind: 'round-started', initiatorUserId: U(9) })).toEqual([U(2)]);
  });

  it('tells nobody of a removal', () => {
    const participants = [p(1, U(1)), p(2, U(2))];
    expect(
      activityRecipients({
        kind: 'participant-removed',
        actorParticipantId: null,
        participants,
        initiatorUserId: U(9),
      }),
    ).toEqual([]);
  });
});

describe('signingRecipients', () => {
  const participants = [p(1, U(1)), p(2, U(2)), p(3, U(3)), p(4, null)];
  it('tells of a signature only the parties with an account who have not signed, never the signer', () => {
    const event = {
      kind: 'signature-added' as const,
      actorParticipantId: participants[1].participantId,
      participants,
    };
    expect(signingRecipients(event, new Set([U(2)]))).toEqual([U(1), U(3)]);
    expect(signingRecipients(event, new Set([U(1), U(2)]))).toEqual([U(3)]);
    expect(signingRecipients(event, new Set([U(1), U(2), U(3)]))).toEqual([]);
  });
  it('tells of voided signatures every party with an account but the one who voided, signed or not', () => {
    const event = {
      kind: 'signatures-voided' as const,
      actorParticipantId: participants[0].participantId,
      participants,
    };
    expect(signingRecipients(event, new Set([U(2), U(3)]))).toEqual([U(2), U(3)]);
  });
  it("mails nobody for 'signed' (the sealed PDF is mailed on document.sealed) nor for other kinds", () => {
    expect(signingRecipients({ kind: 'signed', actorParticipantId: null, participants }, new Set())).toEqual(
      [],
    );
    expect(
      signingRecipients({ kind: 'completed', actorParticipantId: null, participants }, new Set()),
    ).toEqual([]);
  });
});

describe('roundParticipants', () => {
  const t = (s: number) => new Date(Date.UTC(2026, 10, 25, 10, 0, s));
  it('takes the newest list, and an older event (handled late) cannot bring a removed participant back', () => {
    const start = { round: 2, at: t(0), users: [U(1), U(2), U(3)] };
    const removal = { round: 2, at: t(5), users: [U(1), U(2)] };
    expect(roundParticipants(null, start)).toEqual({ listed: [U(1), U(2), U(3)], store: start });
    expect(roundParticipants(start, removal)).toEqual({ listed: [U(1), U(2)], store: removal });
    // Removal handled first, the round's start after it.
    expect(roundParticipants(removal, start)).toEqual({ listed: [U(1), U(2)], store: null });
  });

  it('counts only those both events of the same moment name, and starts afresh with a new round', () => {
    const a = { round: 2, at: t(5), users: [U(1), U(2), U(3)] };
    const b = { round: 2, at: t(5), users: [U(1), U(2)] };
    expect(roundParticipants(a, b)).toEqual({ listed: [U(1), U(2)], store: { ...a, users: [U(1), U(2)] } });
    expect(roundParticipants(b, { round: 3, at: t(1), users: [U(3)] }).listed).toEqual([U(3)]);
    expect(roundParticipants({ round: 3, at: t(1), users: [U(3)] }, b)).toEqual({ listed: [], store: null });
  });
});

describe('pendingAnswerers', () => {
  it('is those with an account who have not answered the round', () => {
    expect(pendingAnswerers([p(1, U(1), true), p(2, U(2)), p(3, null), p(4, U(4))])).toEqual([U(2), U(4)]);
  });
});

describe('activityLink', () => {
  it('links each kind to its page', () => {
    const id = '20000000-0000-4000-8000-000000000001';
    expect(activityLink('https://avtalt.no', 'answered', id)).toBe(
      `https://avtalt.no/avtale/${id}/sammenligning`,
    );
    expect(activityLink('https://avtalt.no', 'round-started', id)).toBe(
      `https://avtalt.no/avtale/${id}/sporsmal`,
    );
    expect(activityLink('https://avtalt.no', 'completed', id)).toBe(`https://avtalt.no/avtale/${id}/ferdig`);
    expect(activityLink('https://avtalt.no', 'disagreement-declared', id)).toBe(
      `https://avtalt.no/avtale/${id}/sammenligning`,
    );
  });
});

describe("the 'answered' window", () => {
  const WINDOW = 10 * 60_000;
  const t0 = new Date('2027-01-01T10:00:00Z');
  const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

  it('mails the first answer at once and opens a window', () => {
    expect(decideAnswered({ windowEndsAt: null, pending: 0 }, t0, WINDOW)).toEqual({
      action: 'send-now',
      windowEndsAt: at(10),
    });
  });

  it('gathers answers inside the window for its end', () => {
    expect(decideAnswered({ windowEndsAt: at(10), pending: 0 }, at(3), WINDOW)).toEqual({
      action: 'gather',
      flushAt: at(10),
    });
    expect(decideAnswered({ windowEndsAt: at(10), pending: 2 }, at(9.9), WINDOW)).toEqual({
      action: 'gather',
      flushAt: at(10),
    });
  });

  it('mails at once again after the window', () => {
    expect(decideAnswered({ windowEndsAt: at(10), pending: 0 }, at(10), WINDOW)).toEqual({
      action: 'send-now',
      windowEndsAt: at(20),
    });
  });

  it('flushes gathered answers once at the end of the window and opens the next', () => {
    expect(decideFlush({ windowEndsAt: at(10), pending: 2 }, at(10), WINDOW)).toEqual({
      action: 'send',
      windowEndsAt: at(20),
    });
    expect(decideFlush({ windowEndsAt: at(10), pending: 0 }, at(10), WINDOW)).toEqual({ action: 'nothing' });
    expect(decideFlush({ windowEndsAt: at(10), pending: 1 }, at(9), WINDOW)).toEqual({
      action: 'later',
      flushAt: at(10),
    });
  });
});

describe('reminders', () => {
  const open = (round = 1): ReminderState['agreement'] => ({ round, status: 'open' });
  const row = (sent: number, answered = false, round = 1) => ({ round, answered, sent });

  it('sends the first and the second reminder of the round, in order', () => {
    expect(decideReminder({ agreement: open(), reminder: row(0) }, 1, 1)).toEqual({
      send: true,
      number: 1,
      scheduleNext: true,
    });
    expect(decideReminder({ agreement: open(), reminder: row(1) }, 1, 2)).toEqual({
      send: true,
      number: 2,
      scheduleNext: false,
    });
  });

  it('never a third, nor one twice', () => {
    expect(decideReminder({ agreement: open(), reminder: row(2) }, 1, 3)).toMatchObject({ send: false });
    expect(decideReminder({ agreement: open(), reminder: row(1) }, 1, 1)).toMatchObject({
      send: false,
      reason: 'already sent',
    });
  });

  it('none once answered, after the round, or when the agreement is closed or deleted', () => {
    expect(decideReminder({ agreement: open(), reminder: row(0, true) }, 1, 1)).toMatchObject({
      send: false,
      reason: 'answered',
    });
    expect(decideReminder({ agreement: open(2), reminder: row(0) }, 1, 1)).toMatchObject({
      send: false,
      reason: 'round over',
    });
    expect(
      decideReminder({ agreement: { round: 1, status: 'closed' }, reminder: row(0) }, 1, 1),
    ).toMatchObject({ send: false });
    expect(
      decideReminder({ agreement: { round: 1, status: 'deleted' }, reminder: row(0) }, 1, 1),
    ).toMatchObject({ send: false });
    expect(decideReminder({ agreement: null, reminder: row(0) }, 1, 1)).toMatchObject({ send: false });
  });
});

describe('privacy helpers', () => {
  it('joins names the Norwegian way', () => {
    expect(joinNames(['Kari'])).toBe('Kari');
    expect(joinNames(['Kari', 'Ola'])).toBe('Kari og Ola');
    expect(joinNames(['Kari', 'Ola', 'Per'])).toBe('Kari, Ola og Per');
  });
});

describe('pdfAttachmentName', () => {
  it("is the agreement's file name with .pdf, without path separators or control characters", () => {
    expect(pdfAttachmentName('Samværsavtale for barn')).toBe('Samværsavtale for barn.pdf');
    expect(pdfAttachmentName('avtale.PDF')).toBe('avtale.PDF');
    expect(pdfAttachmentName('../../etc/passwd')).toBe('.. .. etc passwd.pdf');
    expect(pdfAttachmentName('a\r\nBcc: x@y.no')).toBe('a Bcc: x@y.no.pdf');
    expect(pdfAttachmentName('   ')).toBe('avtale.pdf');
  });
});
