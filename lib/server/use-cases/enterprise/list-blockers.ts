import "server-only";
import type { Blocker, BlockerList } from "@/lib/contracts/unblock-schemas";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Database } from "@/lib/server/db";
import { databaseViewRedactor } from "@/lib/server/runtime/redact-for-view";
import { ownerNamed, ownerRef } from "../unblock/run-owner";

// CONTRACT.md, Blockers: "a run that failed, or waits on a person (an open gate, an open secret request), or
// was escalated. Each has an owner (who may unblock it)." One reading for os.list_blockers,
// os.inspect_enterprise and GET /v1/blockers, scoped to the organisation; a run's team is its agent's
// team (guild). Oldest first.

export type BlockerFilter = { team?: string; escalated?: boolean; limit: number };

/** The runs that are blockers, as a Prisma filter. */
export async function blockerRuns(database: Database, organisationId: string, filter: Omit<BlockerFilter, "limit">): Promise<Prisma.RunWhereInput> {
  const asking = await database.secretRequest.findMany({ where: { organisationId, status: "open", runId: { not: null } }, select: { runId: true } });
  const askingIds = asking.flatMap((request) => (request.runId === null ? [] : [request.runId]));
  return {
    organisationId,
    ...(filter.team === undefined ? {} : { agent: { guildId: filter.team } }),
    ...(filter.escalated === true ? { escalatedAt: { not: null } } : {}),
    // An escalation is only ever made on a failed or waiting run, and holds while the run stays so.
    OR: [{ status: { in: ["failed", "waiting"] } }, { id: { in: askingIds }, status: { in: ["queued", "running"] } }],
  };
}

const blockerColumns = {
  id: true,
  status: true,
  input: true,
  agentId: true,
  actingUserId: true,
  ownerKind: true,
  ownerId: true,
  escalatedAt: true,
  escalationNote: true,
  failureMessage: true,
  createdAt: true,
  finishedAt: true,
  updatedAt: true,
  agent: { select: { id: true, name: true, guild: { select: { id: true, name: true } } } },
  task: { select: { name: true } },
  gates: { where: { status: "open" }, select: { id: true, tool: true, createdAt: true }, orderBy: { createdAt: "asc" } },
} as const satisfies Prisma.RunSelect;

type BlockerRow = Prisma.RunGetPayload<{ select: typeof blockerColumns }>;

function blockedBy(row: BlockerRow, askingFor: ReadonlyMap<string, string>): Pick<Blocker, "blockedBy" | "reason" | "since"> {
  if (row.status === "failed") return { blockedBy: "failed", reason: row.failureMessage ?? "The run failed.", since: (row.finishedAt ?? row.updatedAt).toISOString() };
  const gate = row.gates[0];
  if (gate !== undefined) return { blockedBy: "gate", reason: `${gate.tool} waits for the CEO's decision`, since: gate.createdAt.toISOString() };
  const secret = askingFor.get(row.id);
  if (secret !== undefined) return { blockedBy: "secret_request", reason: `it asked for the secret ${secret}`, since: row.updatedAt.toISOString() };
  // Waiting with no open gate: the CEO decided it and the run goes on at its next pass.
  return { blockedBy: "gate", reason: "its gate was decided; it goes on shortly", since: row.updatedAt.toISOString() };
}

export async function listBlockers(database: Database, organisationId: string, filter: BlockerFilter): Promise<BlockerList> {
  const where = await blockerRuns(database, organisationId, filter);
  const [rows, total] = await Promise.all([
    database.run.findMany({ where, select: blockerColumns, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: filter.limit }),
    database.run.count({ where }),
  ]);
  const requests = await database.secretRequest.findMany({ where: { organisationId, status: "open", runId: { in: rows.map((row) => row.id) } }, select: { runId: true, name: true } });
  const askingFor = new Map(requests.map((request) => [request.runId ?? "", request.name]));
  const redactor = await databaseViewRedactor(database, organisationId, rows.map((row) => row.agentId));
  const blockers = await Promise.all(
    rows.map(async (row): Promise<Blocker> => {
      const ref = ownerRef(row);
      const owner = ref === null ? null : await ownerNamed(database, organisationId, ref.kind, ref.id);
      const held = blockedBy(row, askingFor);
      return {
        runId: row.id,
        status: row.status,
        ...held,
        reason: redactor.text(held.reason),
        agent: { id: row.agent.id, name: row.agent.name },
        team: row.agent.guild,
        task: row.task?.name ?? null,
        input: redactor.text(row.input).slice(0, 200),
        owner,
        escalation: row.escalatedAt === null ? null : { at: row.escalatedAt.toISOString(), note: row.escalationNote ?? "" },
        gates: row.gates.map((gate) => ({ id: gate.id, tool: gate.tool })),
      };
    }),
  );
  return { total, blockers };
}
