import { GateDecisionBodySchema } from "@/lib/contracts/run-bodies";
import { db } from "@/lib/server/db";
import { decideGate } from "@/lib/server/gates/decide-gate";
import { route } from "@/lib/server/http/route";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

// CONTRACT.md, Gates: a CEO's session, or a token scoped gates:decide whose user is a CEO.
export const POST = route({ permission: "gates:decide", body: GateDecisionBodySchema }, ({ principal, params, body }) =>
  decideGate(db(), principal, params.id, body),
);

export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
