"use client";
import { localModelAddress } from "@/lib/client/local-model-address";

/** The placeholder's own address: what an empty field stands for (a llama.cpp or vLLM server on this machine). */
export const LOCAL_MODEL_PLACEHOLDER = "http://127.0.0.1:8080/v1";

/**
 * Issue 23, item 6: a local model server is refused by the egress policy unless the operator allows it. Says
 * so, with the exact entry, for the URL typed (or the placeholder's while nothing is typed); silent for a public URL.
 */
export function LocalModelHint({ baseUrl }: { baseUrl: string }) {
  const typed = baseUrl.trim() !== "";
  const local = localModelAddress(typed ? baseUrl : LOCAL_MODEL_PLACEHOLDER);
  if (local === null) return null;
  return (
    <p data-testid="local-model-hint" className="rounded-md bg-sky-50 px-3 py-2 text-xs text-sky-900 sm:col-span-3">
      {typed ? "This address is" : "A model server on this machine is"} {local.reason}, which Tollgate refuses for outbound requests
      by default. To use it, start Tollgate with{" "}
      <code data-testid="local-model-allow" className="rounded bg-white px-1 font-mono">
        TOLLGATE_EGRESS_ALLOW={local.allowEntry}
      </code>{" "}
      (comma-separate several; see README, “Outbound requests”).
    </p>
  );
}
