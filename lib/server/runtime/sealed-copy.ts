import "server-only";
import { decryptSecret, encryptSecret } from "../secrets/secret-box";
import type { ViewRedactor } from "./redact-for-view";

// Why a sealed copy, and not "store in clear and redact wherever it is shown": a stored column is read by
// every view, export and tool that exists now or is written later, and each of them would have to remember
// to redact. So the column itself holds the redacted value, safe for any reader (CONTRACT.md, Secrets:
// never in a stored result), and only where the product must act on the exact value later — a call run
// after the CEO approves it, a turn admitted again after a worker died, a scripted model's script — the
// original is kept beside it, encrypted like the secrets themselves (secret-box), and opened only by the
// run store when it loads a run for the loop.

export type StoredCopy = { shown: unknown; sealed: string | null };

/** The redacted value to store, and the original sealed only when redaction changed something. */
export function redactAndSeal(value: unknown, redactor: ViewRedactor): StoredCopy {
  const shown = redactor.json(value);
  const changed = JSON.stringify(shown) !== JSON.stringify(value);
  return { shown, sealed: changed ? encryptSecret(JSON.stringify(value)) : null };
}

/** What the loop acts on: the sealed original when there is one, else the stored value (nothing was redacted). */
export function unsealed(shown: unknown, sealed: string | null): unknown {
  return sealed === null ? shown : JSON.parse(decryptSecret(sealed));
}
