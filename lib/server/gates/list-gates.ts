import "server-only";
import type { Database } from "../db";
import type { Actor } from "../use-case-actor";
import { gateInclude, serializeGate } from "./serialize-gate";

export async function listGates(database: Database, actor: Actor, query: { status?: "open" | "decided" }) {
  const gates = await database.gate.findMany({
    where: { organisationId: actor.organisationId, ...(query.status ? { status: query.status } : {}) },
    orderBy: { createdAt: query.status === "decided" ? "desc" : "asc" },
    take: 200,
    include: gateInclude,
  });
  return { gates: gates.map(serializeGate) };
}
