import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import type { Database } from "../db";

// Issue 19: an escalation (os.escalate_mail) waits in the CEO's portal with its reason and suggested reply,
// which the CEO may edit before approving: PUT /v1/gates/:id/reply keeps the CEO's text beside the call
// (MailReplyEdit), the gate card shows it, and the approved escalation sends it. Only while the gate is open:
// a decided one is 409 gate_decided, a cancelled one gate_stale; another tool's gate is 422; another
// organisation's gate is as absent as a made-up id.

export async function editEscalationReply(database: Database, principal: UseCasePrincipal, gateId: string, body: { reply: string }, now = new Date()) {
  const gate = await database.gate.findFirst({ where: { id: gateId, organisationId: principal.organisationId }, select: { id: true, callId: true, tool: true, status: true } });
  if (gate === null) throw new AppError("not_found", `No gate ${gateId}.`);
  if (gate.tool !== "os.escalate_mail") throw new AppError("invalid_request", `Gate ${gateId} holds ${gate.tool}: only an escalation's reply can be edited.`);
  if (gate.status === "decided") throw new AppError("gate_decided", `Gate ${gateId} is already decided.`);
  if (gate.status !== "open") throw new AppError("gate_stale", `Gate ${gateId} no longer waits: its run ended.`);
  const edit = await database.mailReplyEdit.upsert({
    where: { callId: gate.callId },
    create: { callId: gate.callId, organisationId: principal.organisationId, gateId: gate.id, body: body.reply, editedById: principal.userId, editedAt: now },
    update: { body: body.reply, editedById: principal.userId, editedAt: now },
  });
  return { gateId: gate.id, reply: edit.body, editedAt: edit.editedAt.toISOString() };
}
