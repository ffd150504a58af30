import { type TopicDocument, topicDocumentSchema } from '@avtalt/contracts';
import { remapObligations } from '@avtalt/logic';
import type { CatalogueTopic } from '../catalogue/catalogue.types';

/**
 * The document settings a catalogue topic is seeded with: its own, or null (the defaults). Its obligation rules
 * (docs/obligations.md) name questions by key; with `idByKey` (the rows' ids) they name the rows, without it
 * they are left out.
 */
export function catalogueDocument(
  entry: CatalogueTopic,
  idByKey?: ReadonlyMap<string, string>,
): TopicDocument | null {
  if (!entry.document) return null;
  const parsed = topicDocumentSchema.safeParse(entry.document);
  if (!parsed.success)
    throw new Error(
      `Catalogue topic ${entry.key}: document settings the contracts refuse: ${parsed.error.issues[0]?.message}`,
    );
  const { obligations, ...settings } = parsed.data;
  if (!obligations || !idByKey) return settings;
  const mapped = remapObligations(obligations, (key) => idByKey.get(key)) ?? [];
  if (mapped.length !== obligations.length)
    throw new Error(
      `Catalogue topic ${entry.key}: an obligation rule names a question the topic does not have`,
    );
  return { ...settings, obligations: mapped };
}
