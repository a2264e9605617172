import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CallWrite } from "@/lib/runtime/ports/run-store";
import type { ViewRedactor } from "../runtime/redact-for-view";
import { redactAndSeal } from "../runtime/sealed-copy";
import { callMetadataColumns } from "./call-metadata-columns";

// Issue 8, item 2: a call's row as stored. Everything the model wrote or a refusal quoted is redacted;
// the arguments, which the loop runs after a gate is approved or a worker died, are also kept sealed.

export function json(value: unknown): Prisma.InputJsonValue {
  return (value ?? null) as Prisma.InputJsonValue;
}

/** The arguments column and its sealed original (null when nothing needed redacting). */
export function argumentColumns(value: unknown, redactor: ViewRedactor) {
  const copy = redactAndSeal(value, redactor);
  return { arguments: json(copy.shown), sealedArguments: copy.sealed };
}

export function callWriteData(write: Partial<CallWrite>, redactor: ViewRedactor): Prisma.ToolCallUncheckedUpdateInput {
  const data: Prisma.ToolCallUncheckedUpdateInput = {};
  if (write.outcome !== undefined) data.outcome = write.outcome;
  if (write.code !== undefined) data.code = write.code;
  if (write.tool !== undefined) data.tool = write.tool;
  if (write.arguments !== undefined) Object.assign(data, argumentColumns(write.arguments, redactor));
  // A repair note or a refusal may quote the argument it judged.
  if (write.repairs !== undefined) data.repairs = json(redactor.json(write.repairs));
  if (write.result !== undefined) data.result = redactor.textOrNull(write.result);
  if (write.ref !== undefined) data.ref = write.ref;
  if (write.metadata !== undefined) Object.assign(data, callMetadataColumns(write.metadata), { error: redactor.textOrNull(write.metadata.error) });
  if (write.outcome !== undefined && write.outcome !== "pending" && write.outcome !== "waiting") data.finishedAt = new Date();
  return data;
}
