// What a write_file call would write, decided without writing: its path, and its text — given as `content`, or
// exported from a stored result by one `_toolResultContext.sources` selector (seed "tool rules", Exporting
// stored text). Seed: a refused export is "refused before any file in the batch is written", so the batch
// can be checked with checkExportSources before any of its writes runs; write_file plans itself the same way.

import type { PrismaClient } from "@/lib/generated/prisma/client";
import { utf8Bytes } from "@/lib/runtime/results/cap-bytes";
import { findResultSource, withConsequence, type ResultScope } from "./find-result-source";
import { selectExportText, type ExportSelector } from "./select-export-text";
import type { WorkspaceLimits } from "./workspace-limits";
import { normaliseWorkspacePath } from "./workspace-path";

export type WritePlan =
  | { ok: true; path: string; content: string; exportedFrom: string | null }
  | { ok: false; code: string; message: string };

type Parsed<Value> = { ok: true; value: Value } | { ok: false; message: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function selectorOf(context: unknown): Parsed<ExportSelector> {
  const sources = isObject(context) ? context.sources : undefined;
  if (!Array.isArray(sources) || sources.length !== 1) return { ok: false, message: "_toolResultContext.sources must hold exactly one selector" };
  const [source] = sources as unknown[];
  if (!isObject(source) || typeof source.ref !== "string") return { ok: false, message: "the selector needs a `ref`" };
  const selector: ExportSelector = { ref: source.ref };
  const { field, between } = source;
  if (field !== undefined) {
    if (!Array.isArray(field) || !field.every((key) => typeof key === "string")) return { ok: false, message: '`field` must be a list of keys, e.g. ["items", "0", "body"]' };
    selector.field = field;
  }
  if (between !== undefined) {
    const { start, end } = isObject(between) ? between : {};
    if (typeof start !== "string" || typeof end !== "string") return { ok: false, message: "`between` must hold `start` and `end` text" };
    selector.between = { start, end };
  }
  return { ok: true, value: selector };
}

const refusal = (code: string, message: string): WritePlan => ({ ok: false, code, message: withConsequence(message, "nothing was written") });

async function exportedText(database: PrismaClient, scope: ResultScope, context: unknown): Promise<{ ok: true; text: string; ref: string } | { ok: false; plan: WritePlan }> {
  const selector = selectorOf(context);
  if (!selector.ok) return { ok: false, plan: refusal("write_input_invalid", selector.message) };
  const source = await findResultSource(database, scope, selector.value.ref);
  if (!source.ok) return { ok: false, plan: refusal(source.code, source.message) };
  const selected = selectExportText(source.body, selector.value);
  if (!selected.ok) return { ok: false, plan: refusal(selected.code, `${selected.message} (in ${JSON.stringify(source.ref)})`) };
  return { ok: true, text: selected.text, ref: source.ref };
}

/** One write_file call's arguments, planned: what it would write, or why it is refused. */
export async function planWrite(database: PrismaClient, scope: ResultScope, input: Record<string, unknown>, limits: WorkspaceLimits): Promise<WritePlan> {
  if (typeof input.path !== "string") return refusal("write_input_invalid", "`path` is required");
  const path = normaliseWorkspacePath(input.path, "file");
  if (!path.ok) return refusal(path.code, path.reason);
  const hasExport = input._toolResultContext !== undefined && input._toolResultContext !== null;
  // An empty `content` beside an export is a model filling every key, not a second text to write.
  const hasContent = input.content !== undefined && input.content !== null && !(hasExport && input.content === "");
  if (hasContent === hasExport) return refusal("write_input_invalid", "pass either `content` or `_toolResultContext`, exactly one of them");
  let content: string;
  let exportedFrom: string | null = null;
  if (hasContent) {
    if (typeof input.content !== "string") return refusal("write_input_invalid", "`content` must be text");
    content = input.content;
  } else {
    const exported = await exportedText(database, scope, input._toolResultContext);
    if (!exported.ok) return exported.plan;
    content = exported.text;
    exportedFrom = exported.ref;
  }
  const bytes = utf8Bytes(content);
  if (bytes > limits.fileMaxBytes) return refusal("file_too_large", `the file would be ${bytes} bytes, more than the ${limits.fileMaxBytes} a workspace file may hold`);
  return { ok: true, path: path.path, content, exportedFrom };
}

/**
 * Every write_file call of a batch, planned in order, nothing written: the lead calls this before any write of
 * a turn runs and refuses the batch's writes when one plan is refused. `writes` are the calls' arguments
 * (after repair and validation); `scope` is the turn's organisation and conversation.
 */
export function checkExportSources(
  database: PrismaClient,
  scope: ResultScope,
  writes: readonly Record<string, unknown>[],
  limits: WorkspaceLimits,
): Promise<WritePlan[]> {
  return Promise.all(writes.map((input) => planWrite(database, scope, input, limits)));
}
