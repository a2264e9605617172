// Readers for the workspace tools' inputs: a path read through the path rules (a refusal is the tool's own
// error, seed "built-in tools", Workspace), and the few shapes read-input.ts does not cover.

import { optionalString, requiredString, type ToolInput } from "../read-input";
import { ToolError } from "@/lib/runtime/ports";
import type { TextEdit } from "./apply-edits";
import { normaliseWorkspacePath, type PathKind } from "./workspace-path";

/** The normalised path in `field`; an omitted optional directory is the root. */
export function workspacePathOf(input: ToolInput, field: string, kind: PathKind): string {
  const raw = kind === "file" ? requiredString(input, field) : (optionalString(input, field) ?? "");
  const outcome = normaliseWorkspacePath(raw, kind);
  if (!outcome.ok) throw new ToolError(outcome.code, outcome.reason);
  return outcome.path;
}

export function optionalBoolean(input: ToolInput, field: string): boolean | undefined {
  const value = input[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "boolean") throw new Error(`the input field ${field} must be true or false when given`);
  return value;
}

export function requiredEdits(input: ToolInput): TextEdit[] {
  const edits = input.edits;
  if (!Array.isArray(edits) || edits.length === 0) throw new Error("the input field edits must be a non-empty list");
  return edits.map((edit: unknown, index) => {
    const { oldText, newText, replaceAll } = (typeof edit === "object" && edit !== null ? edit : {}) as Record<string, unknown>;
    if (typeof oldText !== "string" || typeof newText !== "string") throw new Error(`edit ${index + 1} needs oldText and newText as text`);
    if (replaceAll !== undefined && typeof replaceAll !== "boolean") throw new Error(`edit ${index + 1}: replaceAll must be true or false`);
    return { oldText, newText, ...(replaceAll === undefined ? {} : { replaceAll }) };
  });
}
