import { describe, expect, it } from "vitest";
import * as PrismaEnums from "@/lib/generated/prisma/enums";
import { CALL_OUTCOMES } from "@/lib/runtime/lifecycle/call-outcome";
import { GATE_DECISIONS, GATE_STATUSES } from "@/lib/runtime/lifecycle/gate-status";
import { LOGIN_SCOPES, LOGIN_STATUSES } from "@/lib/runtime/lifecycle/login-status";
import { RUN_KINDS } from "@/lib/runtime/lifecycle/run-kind";
import { RUN_STATUSES } from "@/lib/runtime/lifecycle/run-status";

// Issue 9, item 3: the core declares each enum once; prisma/schema.prisma must hold exactly the same values
// (in the same order), or a status the core knows would be one the database refuses, or the reverse.
const pairs = [
  ["RunStatus", RUN_STATUSES, PrismaEnums.RunStatus],
  ["CallOutcome", CALL_OUTCOMES, PrismaEnums.CallOutcome],
  ["GateStatus", GATE_STATUSES, PrismaEnums.GateStatus],
  ["GateDecision", GATE_DECISIONS, PrismaEnums.GateDecision],
  ["RunKind", RUN_KINDS, PrismaEnums.RunKind],
  ["LoginScope", LOGIN_SCOPES, PrismaEnums.LoginScope],
  ["LoginStatus", LOGIN_STATUSES, PrismaEnums.LoginStatus],
] as const;

describe("the core's enums and Prisma's (lib/generated/prisma/enums.ts)", () => {
  it.each(pairs)("%s holds the same values in both", (_name, core, prisma) => {
    expect(Object.values(prisma)).toEqual([...core]);
  });
});
