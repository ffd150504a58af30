import { Migration } from '@mikro-orm/migrations';

/**
 * Catalogue versions (issue 33, docs/catalogue-versions.md). `catalogue_seeds.version`: the version
 * (a SHA-256 of the topic's content) the seeded topic's rows were brought to, null until the seeder has
 * classified a topic seeded before versions existed; `catalogue_seeds.kept_version`: a catalogue version an
 * admin chose not to take (the notice stays away until the catalogue changes again). `topics.catalogue_edited_at`:
 * when an admin first changed a seeded topic, its questions or its rules; such a topic is never updated by the
 * seeder, only offered the update.
 *
 * Topics edited before this migration are marked from what their rows show:
 * - a question created more than a minute after its topic (the seeder writes a topic's questions in one
 *   transaction; a later one was added by an admin or a regeneration);
 * - a question without a catalogue key in a topic whose keys were filled (revision 3): an admin wrote or
 *   rewrote it;
 * - a jump or end rule (the catalogue makes only show and hide rules);
 * - a required question (no catalogue question was required before versions; the version leaves the flag out,
 *   so only this can keep an admin's `required` from being overwritten).
 * What the rows cannot show here (a changed text or a deleted question) the seeder decides at its next start,
 * by comparing the topic's content with the catalogue versions known for it (catalogue-versions.data.ts);
 * content that matches none counts as edited. Deleted rules and edits that were later undone leave no trace.
 */
export class Migration20270303100000CatalogueVersions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "catalogue_seeds" add column "version" varchar(64) null, add column "kept_version" varchar(64) null;`,
    );
    this.addSql(`alter table "topics" add column "catalogue_edited_at" timestamptz null;`);
    this.addSql(`update "topics" t set "catalogue_edited_at" = now()
      where t."catalogue_key" is not null and (
        exists (select 1 from "question_templates" q where q."topic_id" = t."id" and q."created_at" > t."created_at" + interval '1 minute')
        or exists (select 1 from "question_templates" q join "catalogue_seeds" s on s."key" = t."catalogue_key"
                   where q."topic_id" = t."id" and q."catalogue_key" is null and s."revision" >= 3)
        or exists (select 1 from "logic_rules" r where r."topic_id" = t."id" and r."action" not in ('show', 'hide'))
        or exists (select 1 from "question_templates" q where q."topic_id" = t."id" and q."required")
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "catalogue_seeds" drop column "version", drop column "kept_version";`);
    this.addSql(`alter table "topics" drop column "catalogue_edited_at";`);
  }
}
