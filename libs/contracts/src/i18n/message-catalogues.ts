import { AgreementMessages, GuardianMessages } from '../agreements/agreement-constants';
import { AgreementLanguageMessages } from '../agreements/agreement-language.schema';
import { AmendmentMessages } from '../agreements/amendments.schema';
import { ChatTexts } from '../chat/chat-constants';
import { NegotiationMessages } from '../agreements/negotiation-constants';
import { ObligationMessages } from '../agreements/obligations.schema';
import { ReviewMessages } from '../agreements/review.schema';
import { SigningMessages } from '../agreements/signatures.schema';
import { Messages, ValidationMessages } from '../common/errors';
import { LanguageMessages } from '../common/language.schema';
import { PersonNameMessages } from '../common/person-name.schema';
import { DocumentMessages } from '../documents/documents.schema';
import { PdfVerifyMessages } from '../documents/pdf-verification.schema';
import { UserMessages } from '../identity/identity.schema';
import { NotificationMessages } from '../notifications/notifications.schema';
import { PrivacyMessages } from '../privacy/privacy.schema';
import { AgreementKindMessages } from '../templates/agreement-kinds.schema';
import { CatalogueUpdateMessages } from '../templates/catalogue-updates.schema';
import { QuestionDraftMessages } from '../templates/question-drafts.schema';
import { TemplateMessages } from '../templates/templates.schema';

/**
 * Every message constant of the contracts, by its exported name: the bokmål the services write. A new
 * `*Messages` constant belongs here (message-catalogues.spec.ts counts them), and then the type below makes
 * nynorsk and English of it compulsory.
 */
export const BOKMAL_MESSAGES = {
  Messages,
  ValidationMessages,
  LanguageMessages,
  PersonNameMessages,
  UserMessages,
  AgreementMessages,
  GuardianMessages,
  AgreementLanguageMessages,
  AmendmentMessages,
  NegotiationMessages,
  ObligationMessages,
  ReviewMessages,
  SigningMessages,
  DocumentMessages,
  PdfVerifyMessages,
  NotificationMessages,
  PrivacyMessages,
  AgreementKindMessages,
  CatalogueUpdateMessages,
  QuestionDraftMessages,
  TemplateMessages,
  ChatTexts,
} as const;

export type MessageCatalogues = typeof BOKMAL_MESSAGES;
export type CatalogueName = keyof MessageCatalogues;

/** A message: a text (its `{name}` placeholders filled in by the service) or a function of its values. */
export type MessageValue = string | ((...values: string[]) => string);

/**
 * The translation of one catalogue: exactly its keys (a key missing or too many is a type error where the
 * object is written), a text for a text and a function of the same parameters for a function.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends (...values: infer P) => string ? (...values: P) => string : string;
};

/** The catalogues of one language. */
export type Translations = { readonly [N in CatalogueName]: Translation<MessageCatalogues[N]> };

/** The catalogues that hold only texts, which *.data.ts files can translate. */
export type TextCatalogueName = Exclude<CatalogueName, 'ValidationMessages'>;
export type TextTranslations = { readonly [N in TextCatalogueName]: Translation<MessageCatalogues[N]> };
