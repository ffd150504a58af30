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
  draftNeedsNoLibrary: 'Dette spørsmålet har allerede ferdige forslag',
} as const;

/** At most this many curated middle-ground alternatives per question (issue 19: one to three). */
export const MAX_MIDDLE_GROUND = 3;
/** Model drafts per disputed question and round (all participants together). */
export const MAX_MODEL_DRAFTS_PER_POINT = 3;
