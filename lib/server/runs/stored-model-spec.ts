import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ModelSpec } from "@/lib/contracts/model-spec";
import type { ViewRedactor } from "../runtime/redact-for-view";
import { redactAndSeal, unsealed } from "../runtime/sealed-copy";

// Issue 8, item 2: Run.model holds what a scripted model will write (its script), and a provider's baseUrl
// may carry a key. The column keeps the spec redacted; the original, needed to create the model client, is
// sealed inside the same JSON so it travels wherever the spec is copied (schedule_create copies Run.model
// to Schedule.model, and a schedule's run is created from that copy). ModelSpecSchema ignores the extra
// key, so a reader that parses the column without unsealing gets the redacted spec, never the secret.
const SEALED_KEY = "sealedSpec";

export function storedModelSpec(spec: ModelSpec, redactor: ViewRedactor): Prisma.InputJsonValue {
  const { shown, sealed } = redactAndSeal(spec, redactor);
  const stored = sealed === null ? shown : { ...(shown as Record<string, unknown>), [SEALED_KEY]: sealed };
  return stored as Prisma.InputJsonValue;
}

/** The spec the model client is created from: the sealed original, or the column as it is (an older row). */
export function executableModelSpec(stored: unknown): unknown {
  if (stored === null || typeof stored !== "object" || Array.isArray(stored)) return stored;
  const sealed = (stored as Record<string, unknown>)[SEALED_KEY];
  return typeof sealed === "string" ? unsealed(stored, sealed) : stored;
}
