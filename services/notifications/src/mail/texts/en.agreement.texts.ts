import type { MailTexts } from './mail-texts.types';

/**
 * English: the mails about an agreement (activity, invitations, payments, reviews) and its signing. Titles in
 * English quotation marks; Norwegian legal names are kept and explained, since the agreement is Norwegian.
 */
export const enAgreementTexts: Pick<MailTexts, 'activity' | 'obligations' | 'signing'> = {
  activity: {
    answered: {
      subject: (names, title) => `${names} answered “${title}”`,
      preheaderOne: 'See where you agree and disagree.',
      preheaderMany: (count) => `${count} new answers since last time.`,
      one: (names, title) => `${names} answered the agreement “${title}”.`,
      many: (count, title) => `There are ${count} new answers to the agreement “${title}”:`,
      closing: 'See the comparison to find out where you agree and disagree.',
      button: 'See the comparison',
    },
    roundStarted: {
      subject: (title) => `New round in “${title}”`,
      preheader: (round) => `Round ${round} has started.`,
      started: (round, title) => `Round ${round} of the agreement “${title}” has started.`,
      answerAgain: 'Answer again the questions you did not agree on.',
      button: 'Answer now',
    },
    amendment: {
      subject: (by, title) => `${by} proposes changes to “${title}”`,
      preheader: (version) => `A proposal for version ${version} of the agreement.`,
      proposal: (by, title) => `${by} proposes changes to the agreement “${title}” you have signed.`,
      explain:
        'You answer only what is to change; the rest stands as you signed it. Once everyone has signed the new version, it replaces the old one. Until then the agreement you have applies.',
      button: 'See the proposal',
    },
    ending: {
      subject: (by, title) => `${by} proposes to end “${title}”`,
      preheader: (endsOn) => `A proposal that the agreement ends with effect from ${endsOn}.`,
      proposal: (by, title, endsOn) =>
        `${by} proposes that the agreement “${title}” you have signed ends with effect from ${endsOn}.`,
      explain:
        'You answer one question: whether the agreement is to end from that date. Once everyone has answered yes and signed the ending, the agreement has ended. Until then it applies as before.',
      button: 'See the proposal',
    },
    completed: {
      subject: (title) => `“${title}” is finished`,
      preheader: 'Everyone agrees. The agreement’s text is ready.',
      done: (title) => `Everyone agrees, and the agreement “${title}” is finished.`,
      seeResult: 'See the result and download the text of the agreement.',
      button: 'See the result',
    },
    disagreement: {
      subject: (title) => `Disagreement in “${title}”`,
      preheader: 'The agreement ended in disagreement.',
      declared: (actor, title) => `${actor} has declared disagreement in the agreement “${title}”.`,
      ended: (title) => `The agreement “${title}” ended in disagreement.`,
      seeWhere: 'See the comparison for where each of you stood.',
      button: 'See the comparison',
    },
    reminder: {
      subject: (title) => `Reminder: answer “${title}”`,
      preheader: 'The others are waiting for your answer.',
      notAnswered: (round, title) => `You have not answered round ${round} of the agreement “${title}” yet.`,
      waiting: 'The others are waiting for your answer.',
      button: 'Answer now',
      lastOne: 'This is the last reminder for this round.',
    },
    invitation: {
      subject: (title) => `Join an agreement: ${title}`,
      preheader: (inviter) => `${inviter} has invited you.`,
      invited: (inviter) => `${inviter} has invited you to make an agreement together in Avtalt.`,
      join: (title) => `Join an agreement: ${title}`,
      button: 'Open the agreement',
      note: 'If you do not know the sender, you can ignore this e-mail.',
      reason: 'You are receiving this e-mail because someone who uses Avtalt gave us your address.',
    },
    observerInvitation: {
      subject: (title) => `Read along as an observer: ${title}`,
      preheader: (inviter) => `${inviter} would like you to be able to read the agreement.`,
      invited: (inviter, title) =>
        `${inviter} has invited you as an observer to the agreement “${title}” in Avtalt.`,
      what: 'As an observer you can read the comparison, the discussion and the finished text of the agreement. You do not answer and do not sign.',
      how: 'Log in or create an account with this e-mail address, and confirm it, to accept the invitation.',
      button: 'Accept the invitation',
      note: 'If you do not know the sender, you can ignore this e-mail.',
      reason: 'You are receiving this e-mail because a party to the agreement gave us your address.',
    },
    guardianInvitation: {
      subject: (title) => `Approve as guardian: ${title}`,
      preheader: (inviter) => `${inviter} is under 18 and needs their guardian.`,
      wants: (inviter, title) =>
        `${inviter} wants to enter into the agreement “${title}” in Avtalt and has named you as their guardian.`,
      law: 'A person under 18 cannot enter into a binding agreement on their own. The guardian (as a rule the parents with parental responsibility) must approve the agreement and sign it together with the minor (section 9 of the Guardianship Act, vergemålsloven).',
      how: 'Log in or create an account with this e-mail address, and confirm it, to read the agreement and approve it as guardian.',
      statsforvalteren:
        'Some agreements on behalf of a minor also need the consent of the county governor (statsforvalteren), for example buying, selling, mortgaging or letting real property and homes. Avtalt does not obtain such consent.',
      button: 'Read the agreement and approve as guardian',
      note: 'If you are not the sender’s guardian, you can ignore this e-mail.',
      reason: 'You are receiving this e-mail because a party to the agreement gave us your address.',
    },
  },
  obligations: {
    payment: {
      what: (label, amount, due) => `“${label}” of ${amount} due ${due}`,
      paidSubject: (actor, label) => `${actor} has paid: ${label}`,
      receivedSubject: (actor, label) => `${actor} has confirmed the payment was received: ${label}`,
      paidPreheader: 'Confirm that you have received the money.',
      receivedPreheader: 'The payment overview is up to date.',
      paid: (actor, what, title) => `${actor} has marked ${what} as paid in the agreement “${title}”.`,
      received: (actor, what, title) =>
        `${actor} has confirmed that ${what} was received, in the agreement “${title}”.`,
      paidNext:
        'Once you have received the money, confirm that the payment was received. It then shows as paid in the payment overview and in the agreement’s log.',
      receivedNext: 'The payment now shows as received in the payment overview and in the agreement’s log.',
      confirmButton: 'Confirm received',
      scheduleButton: 'See the payment overview',
      note: 'Avtalt moves no money. The overview shows what you have both confirmed.',
    },
    paymentDue: {
      subject: (label, due) => `Reminder: ${label} is due ${due}`,
      preheader: (amount, payees) => `${amount} to ${payees}.`,
      pay: (title, label, amount, payees, due) =>
        `Under the agreement “${title}” you are to pay “${label}” of ${amount} to ${payees} by ${due}.`,
      explain:
        'Once you have paid, mark the payment as paid in the payment plan. The recipient is then told and can confirm that the money was received.',
      button: 'See the payment plan',
      note: 'Avtalt moves no money. If you have paid already, you can mark it now.',
    },
    reviewDue: {
      subject: (title) => `Time to look over the agreement “${title}”`,
      preheader: (on) => `Does it still apply, or has something changed? Review on ${on}.`,
      due: (title, on) =>
        `The agreement “${title}” is due for review on ${on}. Check whether it still suits you.`,
      explain:
        'If it applies as before, confirm that: it is recorded in the agreement’s log and the next review will be in a year. If something has changed, propose changes: you answer them and sign a new version, and until then this one applies.',
      stillApplies: 'The agreement still applies',
      propose: 'Propose changes',
      note: 'The links open the agreement in Avtalt. Nothing is recorded until you confirm there.',
    },
    review: {
      confirmedSubject: (actor) => `${actor} has confirmed that the agreement still applies`,
      setSubject: (actor) => `${actor} has set a date to review the agreement`,
      preheader: (on) => `Next review: ${on}.`,
      confirmed: (actor, title) =>
        `${actor} has confirmed that the agreement “${title}” still applies. It is recorded in the agreement’s log.`,
      set: (actor, title) => `${actor} has set the date of the next review of the agreement “${title}”.`,
      next: (on) => `The next review is on ${on}. You will get a reminder two weeks before.`,
      button: 'See the agreement',
    },
  },
  signing: {
    signingCode: {
      subject: (title) => `Your code to sign “${title}”`,
      preheader: 'Your one-time code to sign the agreement.',
      here: (title) => `Here is the code you asked for to sign the agreement “${title}”:`,
      valid: (until) => `The code is valid for 10 minutes, until ${until}, and can be used once.`,
      button: 'Open the agreement',
      note: 'Never share the code with anyone. If you did not ask for it, you can ignore this e-mail: nobody can sign without it.',
    },
    signatureAdded: {
      subject: (signer, title) => `${signer} has signed “${title}”`,
      preheader: 'The agreement is waiting for your signature.',
      signed: (signer, title) => `${signer} has signed the agreement “${title}”.`,
      signToo: 'The agreement is signed once all parties have signed. Read the text and sign it too.',
      button: 'Read and sign',
    },
    auditReceipt: {
      subject: {
        youSigned: (title) => `Receipt: you have signed “${title}”`,
        otherSigned: (signer, title) => `Receipt: ${signer} has signed “${title}”`,
        allSigned: (title) => `Receipt: “${title}” is signed by everyone`,
      },
      what: {
        youSigned: (title) =>
          `You have signed the agreement “${title}”. The agreement is signed once all parties have signed.`,
        otherSigned: (signer, title) => `${signer} has signed the agreement “${title}”.`,
        allSigned: (title) =>
          `All parties have signed the agreement “${title}”. The sealed PDF follows in a separate e-mail.`,
      },
      preheader: (seq) => `The audit trail stands at entry ${seq}. The receipt is attached.`,
      button: 'See the agreement',
    },
    signaturesVoided: {
      subject: (title) => `The signatures on “${title}” have been voided`,
      preheader: 'Everyone must sign again.',
      byActor: (actor, title) => `${actor} has voided the signatures on the agreement “${title}”.`,
      noActor: (title) => `The signatures on the agreement “${title}” have been voided.`,
      again: 'No signature applies any longer. All parties must sign again.',
      button: 'See the agreement',
    },
    signedDocument: {
      subject: (title) => `“${title}” is signed by everyone`,
      preheader: 'The signed agreement is attached as a PDF.',
      allSigned: (title) => `All parties have signed the agreement “${title}”.`,
      attached:
        'The signed PDF is attached to this e-mail. It is sealed by Avtalt and ends with a signature page and an event log. Keep it safe.',
      shaLabel: 'SHA-256 of the PDF',
      anyone:
        'Anyone can check that the file is unchanged: choose it on the verification page, and the value is computed in the browser.',
      inAvtalt: (link) => `You will also find the agreement and the signatures in Avtalt: ${link}`,
      button: 'Verify the PDF',
    },
  },
};
