import "server-only";
import type { GateStatus } from "@/lib/runtime/lifecycle/gate-status";
import type { Database } from "../db";
import { databaseViewRedactor } from "../runtime/redact-for-view";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import { gateInclude, serializeGate } from "./serialize-gate";
import { gateContext } from "./gate-context";
import { mailGatePreview } from "../mail/mail-gate-preview";
import { readSettings } from "@/lib/settings/read-settings";

// `decided` lists every closed gate: those a CEO decided and those a cancel of their run closed (status
// `cancelled`, no decision, no decider), each as it is.
const statusesOf: Record<"open" | "decided", readonly GateStatus[]> = { open: ["open"], decided: ["decided", "cancelled"] };

export async function listGates(database: Database, principal: UseCasePrincipal, query: { status?: "open" | "decided" }) {
  const gates = await database.gate.findMany({
    where: { organisationId: principal.organisationId, ...(query.status ? { status: { in: [...statusesOf[query.status]] } } : {}) },
    orderBy: { createdAt: query.status === "decided" ? "desc" : "asc" },
    take: 200,
    include: gateInclude,
  });
  const redactor = await databaseViewRedactor(database, principal.organisationId, gates.map((gate) => gate.run.agent.id));
  // Issue 23, item 2: an open gate carries what the CEO needs to decide it; a decided one is history.
  const contexts = await Promise.all(gates.map((gate) => (gate.status === "open" ? gateContext(database, gate, redactor) : undefined)));
  const mailDomain = readSettings().TOLLGATE_MAIL_DOMAIN;
  // Issue 19: an open mail gate shows its message as it will go; a decided one shows what it was called with.
  const previews = await Promise.all(
    gates.map((gate) => (gate.status === "open" ? mailGatePreview(database, { tool: gate.tool, arguments: gate.arguments, organisationId: gate.organisationId, agentId: gate.run.agent.id, callId: gate.callId }, mailDomain) : undefined)),
  );
  return {
    gates: gates.map((gate, index) => {
      const context = contexts[index];
      const serialized = serializeGate(gate, redactor, previews[index]);
      return context === undefined ? serialized : { ...serialized, context };
    }),
  };
}
