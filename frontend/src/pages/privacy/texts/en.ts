import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

/** The privacy notice in English, key for key as nb.ts. */
export const en: Texts<typeof nb> = {
  title: 'Privacy',
  documentTitle: 'Privacy – Avtalt',
  intro:
    'This page sets out what information Avtalt stores about you, why, who gets to see it, how long it is ' +
    'kept, and what rights you have. It describes what the service actually does.',
  contents: 'On this page',
  basis: 'Legal basis:',
  sections: {
    controller: 'Who is responsible',
    data: 'What we store, and why',
    recipients: 'Who sees and receives the information',
    retention: 'How long the information is kept',
    rights: 'Your rights',
    complaint: 'Complaints to the Norwegian Data Protection Authority',
  },
  controller: {
    text:
      'Whoever runs this service is the controller of the information about you. This means that they ' +
      'decide why and how the information is used, and that they are the ones to contact when you want to ' +
      'exercise your rights and cannot do so yourself in Avtalt.',
  },
  data: {
    intro:
      'Below is what is stored, what it is used for, and the legal basis in the General Data Protection ' +
      'Regulation (GDPR) that the processing relies on.',
    account: {
      title: 'Your account',
      registration:
        'When you register, we store your first name, surname, username and email address, and whether the ' +
        'address has been confirmed. Your password is never stored, only a hash of it (argon2id). If you ' +
        'add a link to a profile picture, the link is stored.',
      cookies:
        'Logging in uses two cookies. One (avtalt.sid) holds your session, including when you answer ' +
        'questions in an agreement without being logged in; the session is stored on the server, with your ' +
        'name when you are logged in. The other (avtalt.device) is given to your browser when you log in, ' +
        'so that we recognise it and other people’s failed login attempts do not lock you out. We use no ' +
        'cookies for advertising or statistics.',
      basis: 'the contract with you for using the service (Article 6(1)(b)).',
    },
    agreements: {
      title: 'Agreements and answers',
      answers:
        'When you create or join an agreement, we store its title and description, your answers in each ' +
        'round (including answers you have saved but not sent), your proposals and the private markers “I ' +
        'can accept the other answer” and “Important to me”. The markers are not shown to the others, ' +
        'except when they match someone else’s, and then as a suggestion.',
      names:
        'Your name appears in the agreement. Before the agreement text can be made, each party gives their ' +
        'date of birth, address or both. These appear in the agreement text and in the PDF.',
      withoutLogin:
        'If you answer without being logged in, your answers are stored with a random code linked to your ' +
        'session, and they are moved to your account when you log in. If you do not log in, they are ' +
        'deleted when the session expires, 30 days after you last used it; in an agreement with others you ' +
        'then appear as “Former participant”.',
      ownTopic:
        'If you create your own topic, the title and description you write are stored, along with the ' +
        'questions made from them. If you make a topic available to everyone, it is stored with your ' +
        'account as the one who created it.',
      invitations:
        'If you invite an observer or a guardian, the address you enter is stored, so that only the ' +
        'account with that address can accept the invitation. If you invite participants by email, the ' +
        'address is not stored: the email log gets only a shortened version of it and a hash, which is ' +
        'used to limit how many invitations one address receives.',
      basis:
        'the contract with you: you use the service to make an agreement together with the others (Article ' +
        '6(1)(b)). If someone else invited you, you did not give the address yourself. This page is ' +
        'written for you too.',
    },
    children: {
      title: 'Information about children',
      topics:
        'In a parenting agreement, the parents write each child’s full name and date of birth. The ' +
        'agreement covers where the children will live, contact, holidays, pick-up and drop-off, child ' +
        'maintenance and other expenses, and relocation. Other topics can also concern children ' +
        '(cohabitation agreement, housework, your own topics), but without names, unless you enter them ' +
        'yourselves.',
      parents:
        'The children are not parties to the agreement. The parents provide the information as part of ' +
        'their parental responsibility, to make an arrangement for the children. The agreement text with ' +
        'the children’s names and dates of birth can be read by anyone who has the link to the agreement ' +
        '(see “Who sees and receives the information”).',
      guardian:
        'A party under 18 signs together with a guardian. The guardian’s name and date of birth are then ' +
        'stored too, and whether the guardian is a parent or an appointed guardian.',
      basis:
        'for the parents’ own information, the contract with them (Article 6(1)(b)). For the children’s ' +
        'information, legitimate interests (Article 6(1)(f)): the parents’ and the child’s interest in a ' +
        'clear, written arrangement. The child’s interests carry particular weight here.',
    },
    signing: {
      title: 'Signing',
      stored:
        'When you sign, we store your name, how you signed (one-time code by email, your password or ' +
        'BankID), when you signed, a checksum of the text you signed, and the IP address and browser you ' +
        'signed from. The IP address and browser are shown only to you, never to the other parties.',
      bankId:
        'If you sign with BankID, we receive your name and date of birth from the BankID service and store ' +
        'them as evidence. We neither ask for nor store your national identity number.',
      sealed:
        'When everyone has signed, a sealed PDF is made with the agreement text, a signature page showing ' +
        'who signed, when and how, and the audit log: who did what in the agreement, and when.',
      basis:
        'for the signing itself, the contract with you (Article 6(1)(b)). For keeping the signed agreement ' +
        'and the evidence afterwards, legitimate interests (Article 6(1)(f)): the parties must be able to ' +
        'show what was agreed and signed.',
    },
    discussion: {
      title: 'The discussion',
      text: 'Messages you write in the discussion of an agreement are stored with your name and the time.',
      basis: 'the contract with you (Article 6(1)(b)).',
    },
    email: {
      title: 'Email',
      sent:
        'We send email about your agreements (new answers, new rounds, reminders, signatures and the ' +
        'signed PDF), about your account (address confirmation, new password, changed address, a copy of ' +
        'your data) and one-time codes for signing. Email about agreements goes only to a confirmed ' +
        'address.',
      log:
        'For each email, we store what kind of email it was, a shortened address (the first letter and the ' +
        'domain, such as k***@example.com), the subject, which may contain the agreement’s title and a ' +
        'name, when it was sent, and the reply from the mail server, which may contain the full address. ' +
        'We also store what you have unsubscribed from.',
      basis:
        'for sending the email, the contract with you (Article 6(1)(b)). For the log and the ' +
        'unsubscriptions, legitimate interests (Article 6(1)(f)): knowing what has been sent, keeping to ' +
        'the limits on invitations and respecting that someone has unsubscribed.',
    },
    logs: {
      title: 'Logs and security',
      lines:
        'The server writes one log line for each request: which page or agreement was requested, when, the ' +
        'result and how long it took. The lines contain no IP address, browser, name or email address. ' +
        'Some events on an account, such as a new password or a confirmed address, are logged with the ' +
        'account’s ID.',
      abuse:
        'To stop abuse, such as many wrong passwords or many registrations from the same place, we count ' +
        'requests per IP address. The counters are deleted after one hour at most.',
      basis: 'legitimate interests (Article 6(1)(f)): keeping the service secure and finding faults.',
    },
  },
  recipients: {
    parties:
      '<b>The others in the agreement</b> see your name, your answers in the comparison, your messages in ' +
      'the discussion and the agreement text. Your date of birth and address appear in the agreement text ' +
      'and in the PDF the parties receive. They see your private markers only when they match theirs.',
    linkHolders:
      '<b>Anyone who has the link to an agreement</b> can read the questions, the comparison of the ' +
      'answers, the discussion and the agreement text, but without the parties’ dates of birth and ' +
      'addresses. The link is the key to the agreement, so share it only with those who are meant to take ' +
      'part. An observer invited by a party, such as a lawyer, reads it in the same way. A guardian also ' +
      'sees the parties’ dates of birth and addresses.',
    pdfHolders:
      '<b>Anyone who has the PDF of a signed agreement</b> can check it at <a>Verify a signed ' +
      'agreement</a> and see the title, when it was sealed, and who signed, when and how.',
    emailService:
      '<b>The email service</b> that sends the service’s email receives the address and content of every ' +
      'email, including one-time codes and the signed PDF.',
    hosting:
      '<b>Providers that run servers, databases and backups</b> for whoever runs the service process the ' +
      'information on their behalf.',
    languageModel: {
      text:
        '<b>A language model, only if the service has connected one.</b> Without a language model, the ' +
        'questions for your own topic are made from a built-in question bank, and nothing is sent out. ' +
        'With a language model, its provider receives:',
      ownTopic:
        'When you create your own topic: the title and description, exactly as you wrote them. So do not ' +
        'write names, addresses or other information about people there.',
      compromise:
        'When someone asks for a proposed compromise: the agreement’s title, the question you disagree on, ' +
        'and each answer. Before it is sent, the parties’ names are replaced with “Part A”, “Part B” and ' +
        'so on, and email addresses are removed. Other names, dates, addresses, phone numbers and amounts ' +
        'in the title or in a free-text answer are sent as they are. In a parenting agreement, this may ' +
        'include the children’s first names and dates of birth. The dates of birth and addresses the ' +
        'parties have given about themselves are not sent.',
    },
    bankId:
      '<b>BankID, only if the service has connected it and you choose it.</b> You log in with a BankID ' +
      'service, which sends us your name and date of birth. We do not send it your name, address or date ' +
      'of birth.',
  },
  retention: {
    unfinished:
      '<b>An agreement that is not finished</b> is deleted when no one has done anything in it for 12 ' +
      'months. <b>A finished agreement that is not signed</b> is deleted 3 years after the last change. ' +
      'Whoever started an agreement can delete it sooner, as long as no one has signed. The agreement is ' +
      'then deleted with its answers, discussion and PDFs, and its title is removed from the email log.',
    signed:
      '<b>A signed agreement</b> is kept because the parties may need it as evidence: for 3 years after ' +
      'the latest date you agreed on in it, or after the signing if that is later. A loan is kept for 10 ' +
      'years after the last agreed date. A parenting agreement in which you arrange child maintenance ' +
      'privately is kept until 10 years after the youngest child turns 20. Then the agreement text, the ' +
      'signatures with IP address and browser, the audit log and the sealed PDF are deleted. Whoever runs ' +
      'the service may have set other time limits.',
    account: '<b>Your account</b> is kept until you delete it with “Delete my account” on My profile.',
    emailLog:
      '<b>The email log and the unsubscribe links</b> are deleted after 12 months. <b>The links we have ' +
      'sent</b> to confirm an address or set a new password (with the address they went to) are deleted 30 ' +
      'days after they expired, and <b>the evidence from BankID</b> after 24 hours.',
    dataExport: '<b>A copy of your data</b> (“Download my data”) is deleted 7 days after it was made.',
    session:
      '<b>Your session</b> lasts until you log out, or until it has not been used for 30 days. The browser ' +
      'you log in with is recognised for 90 days. Answers you have given without logging in are deleted ' +
      'when the session expires.',
    counters: '<b>The counters against abuse</b>, with IP address, are deleted after one hour at most.',
    drafts:
      '<b>Draft questions for your own topic</b> are deleted when they are more than 24 hours old and ' +
      'someone makes a new draft.',
    logs:
      '<b>Log lines and backups</b> are kept for as long as whoever runs the service has decided. Backups ' +
      'may hold information for some time after it has been deleted.',
    sentEmail: 'Email that has been sent stays in the recipients’ inboxes, outside Avtalt.',
  },
  rights: {
    intro:
      'You have these rights under the GDPR. You are entitled to a reply without undue delay and within ' +
      'one month at the latest.',
    access: {
      title: 'Access, copy and data portability',
      export:
        'On <a>My profile</a>, choose “Download my data”. You get a ZIP file with everything the service ' +
        'has stored about you: one JSON file for each kind of information, the PDFs of your agreements and ' +
        'a file explaining the contents. Other people’s information is included only as far as you have ' +
        'seen it yourself in Avtalt. When the file is ready, you get an email at your confirmed address, ' +
        'and you can download it for 7 days while logged in. You can ask for a copy three times a day.',
      portability:
        'JSON is an open, machine-readable format, so you can take the information you have provided to ' +
        'another service.',
    },
    rectification: {
      title: 'Rectification',
      text:
        'On <a>My profile</a>, you change your name, username, email address and profile picture. You ' +
        'change the date of birth and address in an agreement on the agreement’s page, until the agreement ' +
        'text has been made. Your name as it already appears in agreements, agreement texts and sent email ' +
        'is not changed.',
    },
    erasure: {
      title: 'Erasure',
      account:
        'On <a>My profile</a>, choose “Delete my account”. Before you confirm with your password, you see ' +
        'what will happen to each agreement. You are logged out everywhere, and the account is deleted at ' +
        'once. Drafts and agreements no one else took part in are deleted. In unsigned agreements with ' +
        'others, you then appear as “Former participant”, without date of birth and address. Your messages ' +
        'in the discussions are kept without your name, or deleted if you choose. The email log keeps no ' +
        'address, and the copies of your data are deleted. You get a final email about what was kept.',
      signed:
        'A signed agreement is kept for the other parties, with the names and the sealed PDF, until the ' +
        'date you see before you delete, because they may need it to exercise a legal claim (Article ' +
        '17(3)(e)). Your account is no longer linked to it.',
    },
    objection: {
      title: 'Objection',
      text:
        'Where the processing is based on legitimate interests, you can object on grounds relating to your ' +
        'particular situation. The processing must then stop, unless there are compelling grounds to ' +
        'continue, or the information is needed for the establishment, exercise or defence of a legal ' +
        'claim. Send your objection to whoever runs the service.',
      emails:
        'You can turn off email about new answers, new rounds, reminders, finished agreements, ' +
        'disagreements and invitations under “Email notifications” on My profile, or with “Unsubscribe” at ' +
        'the bottom of the email. Email about signing and about your account cannot be turned off.',
    },
  },
  complaint: {
    text:
      'If you believe your information is being processed in breach of the data protection rules, you can ' +
      'complain to the Norwegian Data Protection Authority (Datatilsynet). Read more about how at ' +
      '<a>datatilsynet.no</a>.',
  },
};
