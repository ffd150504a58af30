import { z } from 'zod';

/** Issue 33: catalogue updates of a seeded topic in the admin area (docs/catalogue-versions.md). */
export const CatalogueUpdateMessages = {
  notCatalogue: 'Temaet er ikke fra katalogen og har ingen katalogoppdatering',
  version: 'Oppgi hvilken katalogversjon du tar stilling til',
  versionChanged: 'Katalogen er endret siden du så på oppdateringen. Se på endringene på nytt.',
  upToDate: 'Temaet har allerede katalogens versjon',
} as const;

/** A catalogue version: the SHA-256 (hex) of a topic's content. */
export const catalogueVersionSchema = z
  .string(CatalogueUpdateMessages.version)
  .regex(/^[0-9a-f]{64}$/, CatalogueUpdateMessages.version);

/** Body of taking the update or keeping the current version: the catalogue version the admin looked at. */
export const catalogueUpdateBodySchema = z.strictObject({ version: catalogueVersionSchema });
export type CatalogueUpdateBody = z.infer<typeof catalogueUpdateBodySchema>;

/** One field that differs: the value stored now (`from`) and the catalogue's (`to`); null where there is none. */
export const catalogueFieldChangeSchema = z.object({ field: z.string(), from: z.unknown(), to: z.unknown() });
export type CatalogueFieldChange = z.infer<typeof catalogueFieldChangeSchema>;

export const catalogueQuestionDiffSchema = z.object({
  /** The question's catalogue key; null for a question an admin wrote (the update removes it). */
  key: z.string().nullable(),
  change: z.enum(['added', 'removed', 'changed']),
  text: z.string(),
  fields: z.array(catalogueFieldChangeSchema),
});
export type CatalogueQuestionDiff = z.infer<typeof catalogueQuestionDiffSchema>;

export const catalogueUpdateSchema = z.object({
  topicId: z.uuid(),
  /** The catalogue's version of the topic now. */
  catalogueVersion: catalogueVersionSchema,
  /** The version the topic's rows were brought to; null when not known (seeded before versions). */
  version: z.string().nullable(),
  /** An admin has changed the topic, its questions or its rules since it was seeded or last updated. */
  edited: z.boolean(),
  /** Show «En oppdatering av katalogen er tilgjengelig»: edited, at another version, and not kept against this one. */
  available: z.boolean(),
  diff: z.object({
    /** The topic's title, description and document settings (`document.<field>`). */
    topic: z.array(catalogueFieldChangeSchema),
    questions: z.array(catalogueQuestionDiffSchema),
    rules: z.object({ added: z.number().int(), removed: z.number().int() }),
    /** The questions kept come in another order (a moved question is not listed as changed for its position alone). */
    reordered: z.boolean(),
  }),
});
export type CatalogueUpdate = z.infer<typeof catalogueUpdateSchema>;

export const catalogueUpdateMessageSchema = z.strictObject({ topicId: z.uuid() });
export const catalogueUpdateDecisionMessageSchema = z.strictObject({
  topicId: z.uuid(),
  body: catalogueUpdateBodySchema,
});
