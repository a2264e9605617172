import { z } from "zod";
import { ScriptTurnSchema } from "@/lib/contracts/model-spec";
import { parseJsonText } from "./parse-json-text";

// The scripted model's turns (CONTRACT.md, The scripted model), checked in the browser with the same schema
// the API uses, so a mistake shows beside the editor before anything is sent.

const ScriptSchema = z.array(ScriptTurnSchema);

export type ParsedScript = { ok: true; script: unknown[] } | { ok: false; message: string };

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
  if (checked.success) return { ok: true, script: parsed.value };
  const issue = checked.error.issues[0];
  const message =
    issue?.code === "invalid_union"
      ? 'each turn is {"calls": [{"name", "arguments"}]} or {"text": "..."}'
      : (issue?.message ?? "does not fit the script format");
  return { ok: false, message: `${describePath(issue?.path ?? [])}: ${message}.` };
}
