import { z } from "zod";
import { ScriptTurnSchema } from "@/lib/contracts/model-spec";
import { parseJsonText } from "./parse-json-text";

// The scripted model's turns (CONTRACT.md, The scripted model), checked in the browser with the same schema
// the API uses, so a mistake shows beside the editor before anything is sent.

const ScriptSchema = z.array(ScriptTurnSchema);

/** The turns as typed (a call's `arguments` may be left out), once the API's schema accepted them. */
export type ScriptAsTyped = z.input<typeof ScriptSchema>;

export type ParsedScript = { ok: true; script: ScriptAsTyped } | { ok: false; message: string };

function describePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "The script";
  const [turn, ...rest] = path;
  const inner = rest.map((part) => (typeof part === "number" ? `[${part}]` : `.${String(part)}`)).join("");
  return `Turn ${Number(turn) + 1}${inner ? ` (${inner.replace(/^\./, "")})` : ""}`;
}

export function parseScript(text: string): ParsedScript {
  const parsed = parseJsonText(text);
  if (!parsed.ok) return parsed;
  if (!Array.isArray(parsed.value)) return { ok: false, message: 'A script is a JSON array of turns: [{"calls": [...]}, {"text": "..."}].' };
  const checked = ScriptSchema.safeParse(parsed.value);
  // Sent as typed, not as parsed (zod fills defaults in): the schema has just accepted this very value.
  if (checked.success) return { ok: true, script: parsed.value as ScriptAsTyped };
  const issue = checked.error.issues[0];
  const message =
    issue?.code === "invalid_union"
      ? 'each turn is {"calls": [{"name", "arguments"}]} or {"text": "..."}'
      : (issue?.message ?? "does not fit the script format");
  return { ok: false, message: `${describePath(issue?.path ?? [])}: ${message}.` };
}
