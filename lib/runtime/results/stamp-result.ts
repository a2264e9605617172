// The one result pipeline (seed "tools in a run", Results): output filter → exact-value secret redaction
// → byte cap → trailer. The stamped string is what is stored and what the model reads.

import { capBytes, utf8Bytes } from "./cap-bytes";
import { applyOutputFilter, type OutputFilterName } from "./output-filter";
import type { SecretRedactor } from "./redact-secrets";
import { appendTrailer } from "./trailer";

export type StampOptions = {
  outputFilter: OutputFilterName;
  redactor: SecretRedactor;
  maxBytes: number;
  remainingToolCalls: number;
  lowBudgetThreshold: number;
};

export type StampedResult = {
  /** Filtered, redacted, capped, trailer appended. */
  text: string;
  /** The same before its trailer. */
  body: string;
  truncated: boolean;
  /** Bytes of the handler's raw output. */
  originalBytes: number;
  /** Bytes of the stamped string. */
  storedBytes: number;
  outputFilter: OutputFilterName;
};

export function stampResult(raw: string, options: StampOptions): StampedResult {
  const filtered = applyOutputFilter(options.outputFilter, raw);
  const redacted = options.redactor.redact(filtered);
  const capped = capBytes(redacted, options.maxBytes);
  const text = appendTrailer(capped.text, options.remainingToolCalls, options.lowBudgetThreshold);
  return {
    text,
    body: capped.text,
    truncated: capped.truncated,
    originalBytes: utf8Bytes(raw),
    storedBytes: utf8Bytes(text),
    outputFilter: options.outputFilter,
  };
}
