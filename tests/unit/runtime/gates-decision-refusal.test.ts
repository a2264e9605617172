import { describe, expect, it } from "vitest";
import { errorStatus } from "@/lib/contracts/api-error";
import { GateDecisionBodySchema } from "@/lib/contracts/run-bodies";
import { decisionRefusal, type GateUnderDecision } from "@/lib/server/gates/gate-decision-refusal";

// CONTRACT.md, Gates: "A decision applies to exactly that call of that run, never to another."

const waiting: GateUnderDecision = { runId: "run_1", callId: "call_1", status: "open", runStatus: "waiting", callOutcome: "waiting" };

describe("decisionRefusal", () => {
  it.each([
    // [case, gate, named run/call, code, reason]
    ["an open gate of a waiting call", waiting, {}, null, null],
    ["naming its own run and call", waiting, { runId: "run_1", callId: "call_1" }, null, null],
    ["naming another run", waiting, { runId: "run_2" }, "gate_mismatch", "run_mismatch"],
    ["naming another call", waiting, { runId: "run_1", callId: "call_2" }, "gate_mismatch", "call_mismatch"],
    ["naming another run of a decided gate", { ...waiting, status: "decided" as const }, { runId: "run_2" }, "gate_mismatch", "run_mismatch"],
    ["a second decision", { ...waiting, status: "decided" as const, runStatus: "running" as const, callOutcome: "ok" }, {}, "gate_decided", "already_decided"],
    ["a second decision after the run ended", { ...waiting, status: "decided" as const, runStatus: "failed" as const, callOutcome: "denied" }, {}, "gate_decided", "already_decided"],
    ["a gate its run's cancel closed", { ...waiting, status: "cancelled" as const, runStatus: "cancelled" as const, callOutcome: "not_run" }, {}, "gate_stale", "run_cancelled"],
    ["a cancelled gate, whatever its run says", { ...waiting, status: "cancelled" as const, runStatus: "running" as const }, {}, "gate_stale", "run_cancelled"],
    ["a gate decided before its run was cancelled", { ...waiting, status: "decided" as const, runStatus: "cancelled" as const, callOutcome: "not_run" }, {}, "gate_stale", "run_cancelled"],
    ["an open gate of a cancelled run", { ...waiting, runStatus: "cancelled" as const }, {}, "gate_stale", "run_cancelled"],
    ["an open gate of a failed run", { ...waiting, runStatus: "failed" as const }, {}, "gate_stale", "run_ended"],
    ["an open gate of a succeeded run", { ...waiting, runStatus: "succeeded" as const }, {}, "gate_stale", "run_ended"],
    ["an open gate whose call no longer waits", { ...waiting, callOutcome: "not_run" }, {}, "gate_stale", "call_not_waiting"],
  ])("%s → %s", (_case, gate, target, code, reason) => {
    const refusal = decisionRefusal(gate, target);
    expect(refusal?.code ?? null).toBe(code);
    expect(refusal?.reason ?? null).toBe(reason);
  });

  it("says why in one sentence for each code", () => {
    expect(decisionRefusal({ ...waiting, status: "decided", runStatus: "running", callOutcome: "ok" }, {})?.message).toBe(
      "This gate was already decided; a decision applies to its call once.",
    );
    expect(decisionRefusal(waiting, { callId: "call_9" })?.message).toBe(
      "This gate holds another run's or call's decision than the one named; a decision applies to exactly that call of that run.",
    );
    expect(decisionRefusal({ ...waiting, runStatus: "failed" }, {})?.message).toBe("This gate's run has already ended (failed); there is no call left to decide.");
  });

  it("every refusal is a 409 of the closed code set", () => {
    expect([errorStatus.gate_decided, errorStatus.gate_mismatch, errorStatus.gate_stale]).toEqual([409, 409, 409]);
  });
});

describe("the decision body", () => {
  it.each([
    [{ decision: "approve" }, true],
    [{ decision: "deny", note: "no", runId: "run_1", callId: "call_1" }, true],
    [{ decision: "approve", runId: "" }, false],
    [{ decision: "approve", gateId: "g" }, false],
  ])("%j valid: %s", (body, valid) => {
    expect(GateDecisionBodySchema.safeParse(body).success).toBe(valid);
  });
});
