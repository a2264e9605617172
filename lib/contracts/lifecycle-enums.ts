import { z } from "zod";
import { CALL_OUTCOMES } from "@/lib/runtime/lifecycle/call-outcome";
import { GATE_DECISIONS, GATE_STATUSES } from "@/lib/runtime/lifecycle/gate-status";
import { RUN_KINDS } from "@/lib/runtime/lifecycle/run-kind";
import { RUN_STATUSES } from "@/lib/runtime/lifecycle/run-status";

// Issue 9, item 3: the API's enums are built from the core's one declaration of each (lib/runtime/lifecycle),
// as Prisma's are held to it (tests/unit/runtime/lifecycle/prisma-enums.test.ts).
export const RunStatusSchema = z.enum(RUN_STATUSES);
export const RunKindSchema = z.enum(RUN_KINDS);
export const CallOutcomeSchema = z.enum(CALL_OUTCOMES);
export const GateStatusSchema = z.enum(GATE_STATUSES);
export const GateDecisionSchema = z.enum(GATE_DECISIONS);
