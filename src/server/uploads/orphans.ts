import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sql } from '../db';

/*
 * Uploads not attached to anything within a day are removed: a file uploaded and never used (an avatar
 * not saved, an attachment of a message never sent, random bytes behind a PNG header) should not stay served. An
 * upload is attached when its URL appears where the shop keeps upload URLs (ATTACHED_IN below: add a place there when
 * a feature starts keeping them elsewhere). One found attached is marked (uploads.attached_at) and never looked at
 * again; one still unattached after ORPHAN_AFTER_HOURS is deleted, row and file.
 *
 * Safe with several workers: the candidates are claimed with `for update skip locked` in the run's transaction, and
 * the files are unlinked after it commits (a file already gone is no error).
 */

export const ORPHAN_AFTER_HOURS = 24;
const BATCH = 500;

/** Where upload URLs are kept: [table, column]; a column may hold the URL in a longer text or JSON (images, message bodies). */
export const ATTACHED_IN: readonly (readonly [table: string, column: string])[] = [
  ['users', 'avatar_url'],
  ['products', 'main_image'],
  ['products', 'images'],
  ['crops', 'image_url'],
  ['quiz_questions', 'image_url'],
  ['support_messages', 'body'],
];

export interface OrphanRun {
  removed: string[];
  attached: number;
}

/** Mark the attached uploads older than the grace period and remove the others. */
export async function removeOrphanUploads(sql: Sql, dataDir: string, now: Date): Promise<OrphanRun> {
  const cutoff = new Date(now.getTime() - ORPHAN_AFTER_HOURS * 3_600_000);
  const run = await sql.begin(async (tx) => {
    const candidates = await tx<{ id: string; url: string; files: string[] }[]>`
      select id::text as id, url, array_remove(array_append(variant_urls, original_url), null) as files from uploads where attached_at is null and created_at < ${cutoff}
      order by created_at limit ${BATCH} for update skip locked`;
    if (candidates.length === 0) return { removed: [] as { url: string }[], files: [] as string[], attached: 0 };
    const found = ATTACHED_IN.map(
      ([table, column]) => tx`exists (select 1 from ${tx(table)} r where position(c.url in r.${tx(column)}::text) > 0)`,
    );
    const anywhere = found.reduce((a, b) => tx`${a} or ${b}`);
    const attached = await tx<{ id: string }[]>`
      select c.id from unnest(${candidates.map((c) => c.id)}::text[], ${candidates.map((c) => c.url)}::text[]) as c(id, url)
      where ${anywhere}`;
    const attachedIds = new Set(attached.map((a) => a.id));
    if (attachedIds.size > 0)
      await tx`update uploads set attached_at = ${now} where id = any(${[...attachedIds]}::bigint[])`;
    const orphans = candidates.filter((c) => !attachedIds.has(c.id));
    if (orphans.length > 0) await tx`delete from uploads where id = any(${orphans.map((o) => o.id)}::bigint[])`;
    // A picture's variants are named by its content: the same picture uploaded again shares them, so a file another
    // upload still names stays.
    const named = [...new Set(orphans.flatMap((o) => [o.url, ...o.files]))];
    const kept =
      named.length === 0
        ? []
        : await tx<{ url: string }[]>`
            select f.url from unnest(${named}::text[]) as f(url)
            where exists (select 1 from uploads u where u.url = f.url or u.original_url = f.url or f.url = any(u.variant_urls))`;
    const keptUrls = new Set(kept.map((k) => k.url));
    return { removed: orphans, files: named.filter((url) => !keptUrls.has(url)), attached: attachedIds.size };
  });
  for (const url of run.files) {
    await unlink(join(dataDir, url.replace(/^\/+/, ''))).catch(() => undefined);
  }
  return { removed: run.removed.map((r) => r.url), attached: run.attached };
}
