/**
 * The contracts' plain values — error codes, Norwegian texts and limits — without zod or schemas. The web
 * app imports them from `@avtalt/contracts/constants` on pages that need no validation, so those pages do
 * not download zod and every schema (≈ 36 KB gzipped; docs/compression-and-code-splitting.md).
 * constants.spec.ts fails when one of these modules imports anything but another of them.
 */
export * from './common/error-codes';
export * from './agreements/agreement-constants';
export * from './chat/chat-constants';
export * from './agreements/negotiation-constants';
