// One memory question as PostgreSQL full-text search, ranked, over what the calling agent may read: its
// own notes, plus the organisation-wide layers (team, enterprise) whoever trained them. Its task-layer notes
// are its task's alone (issue 12, item 1): another task's, or another run's without a task, are not read.

import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";

export const MEMORY_HITS_PER_QUERY = 5;
export const ORGANISATION_WIDE_LAYERS = ["team", "enterprise"] as const;

export type MemoryHit = { id: string; layer: string; content: string; eventId: string | null; learnedAt: string };

/**
 * `memberId`: the acting user, whose member notes alone are readable; null reads no member notes.
 * `taskScope`: the call's task scope (lib/tools/os/context-scope.ts), whose task notes alone are readable.
 */
export type MemorySearchScope = { organisationId: string; agentId: string; memberId: string | null; taskScope: string; layers?: readonly string[] };

export type MemorySearch = (scope: MemorySearchScope, query: string) => Promise<MemoryHit[]>;

type HitRow = { id: string; layer: string; content: string; eventId: string | null; createdAt: Date };

export function createMemorySearch(db: PrismaClient): MemorySearch {
  return async (scope, query) => {
    const layerFilter =
      scope.layers === undefined || scope.layers.length === 0 ? Prisma.empty : Prisma.sql`AND layer IN (${Prisma.join([...scope.layers])})`;
    // A member note is the person's it was trained for (its scope), never another member's.
    const memberFilter = scope.memberId === null ? Prisma.sql`AND layer <> 'member'` : Prisma.sql`AND (layer <> 'member' OR scope = ${scope.memberId})`;
    const taskFilter = Prisma.sql`AND (layer <> 'task' OR scope = ${scope.taskScope})`;
    const rows = await db.$queryRaw<HitRow[]>`
      SELECT id, layer, content, "eventId", "createdAt"
      FROM "MemoryEntry", websearch_to_tsquery('english', ${query}) AS question
      WHERE "organisationId" = ${scope.organisationId}
        AND ("agentId" = ${scope.agentId} OR layer IN (${Prisma.join([...ORGANISATION_WIDE_LAYERS])}))
        ${layerFilter}
        ${memberFilter}
        ${taskFilter}
        AND to_tsvector('english', content) @@ question
      ORDER BY ts_rank(to_tsvector('english', content), question) DESC, "createdAt" DESC, id
      LIMIT ${MEMORY_HITS_PER_QUERY}`;
    return rows.map((row) => ({
      id: row.id,
      layer: row.layer,
      content: row.content,
      eventId: row.eventId,
      learnedAt: row.createdAt.toISOString(),
    }));
  };
}
