// Texts and limits of negotiation (issue 19, docs/negotiation.md), without zod (see ../constants.ts).

/** Norwegian texts of the negotiation API (the web app shows them as they are). */
export const NegotiationMessages = {
  /** Proposals and marks are made between rounds: the round is closed, its answers shown, and a next round can start. */
  closed: 'Forslag og markeringer kan bare gis når runden er ferdig og en ny runde kan starte',
  notDisputed: 'Dere er ikke uenige om dette spørsmålet i denne runden',
  unknownOption: 'Fant ikke forslaget. Last siden på nytt.',
  unknownProposal: 'Fant ikke forslaget',
  proposalPending: 'Det er allerede et forslag til dette spørsmålet som venter på svar',
  proposalSettled: 'Dere har allerede godtatt et forslag til dette spørsmålet',
  proposalNotPending: 'Forslaget venter ikke lenger på svar',
  alreadyResponded: 'Du har allerede svart på dette forslaget',
  notParticipant: 'Bare de som deltar i runden kan gi forslag og svare på dem',
  loginRequired: 'Du må være innlogget for å forhandle',
  canAcceptValue: 'canAccept må være true eller false',
  importantValue: 'important må være true eller false',
  optionId: 'Velg et forslag',
  modelUnavailable: 'Ingen språkmodell er satt opp. Skriv et forslag i chatten.',
  modelFailed: 'Språkmodellen kunne ikke lage et forslag nå. Prøv igjen senere.',
  tooManyDrafts: 'Det er laget mange utkast til dette spørsmålet. Velg ett av dem eller skriv i chatten.',
  /** One user asked for more model drafts than MODEL_DRAFTS_MAX_PER_USER in the gateway's window (every agreement together). */
  tooManyDraftsByYou:
    'Du har bedt om mange utkast fra språkmodellen på kort tid. Prøv igjen om en time, eller skriv et forslag i chatten.',
  draftNeedsNoLibrary: 'Dette spørsmålet har allerede ferdige forslag',
  /** A mark that is part of a match the others have seen cannot be taken back in this round (no probing by toggling). */
  markFinal:
    'Markeringen er allerede vist for de andre fordi den passet med deres, og kan ikke trekkes tilbake i denne runden',
  /** The next round would throw away a proposal still waiting for answers. */
  nextRoundPendingProposal:
    'Et kompromissforslag venter på svar. Godta eller avslå det før neste runde starter.',
  /** An answer to a proposal of a round that has already moved on. */
  proposalRoundStarted: 'Neste runde har allerede startet, så forslaget gjelder ikke lenger',
  /** A model draft needs at least two answers to meet between. */
  draftNeedsAnswers: 'Et utkast trenger svar fra minst to deltakere på dette spørsmålet',
  /** A model draft for a question other questions depend on (replacing it could contradict their clauses). */
  draftNotForLogicSource:
    'Andre spørsmål avhenger av dette spørsmålet, så det kan ikke byttes ut med et utkast. Velg et av svarene eller bruk chatten.',
  /** A private limit is for a disputed amount or date where each answer is on one of two sides. */
  limitNotAvailable: 'Du kan bare sette en grense på et beløp eller en dato der dere står på hver deres side',
  /** A limit cannot be moved within the round: moving it would let one probe the other's. */
  limitAlreadySet: 'Du har allerede satt en grense på dette punktet i denne runden, og den kan ikke endres',
  limitValue: 'Skriv grensen som et beløp (tall) eller en dato (ÅÅÅÅ-MM-DD), som svaret på spørsmålet',
  /** The least favourable value one accepts cannot be more favourable than one's own answer. */
  limitBeyondAnswer: 'Grensen kan ikke være bedre for deg enn ditt eget svar',
} as const;

/** At most this many curated middle-ground alternatives per question (issue 19: one to three). */
export const MAX_MIDDLE_GROUND = 3;
/** Model drafts per disputed question and round (all participants together). */
export const MAX_MODEL_DRAFTS_PER_POINT = 3;
