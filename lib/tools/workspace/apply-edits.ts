// Exact-text edits of one file, all or none (workspace.edit and edit_file). Edits apply in order, each to the
// text the previous one left; an `oldText` must occur exactly once unless the edit says `replaceAll`. When any
// edit does not match, nothing is applied and every edit that did not match is named.

import { occurrencesOf } from "./select-export-text";

export type TextEdit = { oldText: string; newText: string; replaceAll?: boolean };

export type EditMismatch = { index: number; oldText: string; occurrences: number; lines: number[] };

export type EditOutcome =
  | { ok: true; content: string; replacements: number }
  | { ok: false; code: "edit_text_not_found" | "edit_text_ambiguous"; message: string; mismatches: EditMismatch[] };

/** One-based line of each position, for telling the model where an ambiguous text occurs. */
function lineNumbersOf(text: string, positions: readonly number[]): number[] {
  return positions.map((position) => text.slice(0, position).split("\n").length);
}

function excerpt(text: string): string {
  const shown = text.length > 80 ? `${text.slice(0, 80)}…` : text;
  return JSON.stringify(shown);
}

function describeMismatch(mismatch: EditMismatch): string {
  const which = `edit ${mismatch.index + 1} (oldText ${excerpt(mismatch.oldText)})`;
  if (mismatch.occurrences === 0) return `${which} does not occur in the file`;
  const lines = mismatch.lines.join(", ") + (mismatch.occurrences > mismatch.lines.length ? ", …" : "");
  return `${which} occurs ${mismatch.occurrences} times (lines ${lines}); add surrounding text so it occurs once`;
}

/** Occurrences that do not overlap, left to right: what a replace-all replaces. */
function replaceEvery(text: string, oldText: string, newText: string): { text: string; count: number } {
  const parts = text.split(oldText);
  return { text: parts.join(newText), count: parts.length - 1 };
}

export function applyEdits(content: string, edits: readonly TextEdit[]): EditOutcome {
  let text = content;
  let replacements = 0;
  const mismatches: EditMismatch[] = [];
  edits.forEach((edit, index) => {
    // An empty oldText would match everywhere; the schemas refuse it, and it counts here as not found.
    const positions = occurrencesOf(text, edit.oldText);
    if (positions.length === 0 || (positions.length > 1 && edit.replaceAll !== true)) {
      mismatches.push({ index, oldText: edit.oldText, occurrences: positions.length, lines: lineNumbersOf(text, positions.slice(0, 10)) });
      return;
    }
    if (edit.replaceAll === true) {
      const replaced = replaceEvery(text, edit.oldText, edit.newText);
      text = replaced.text;
      replacements += replaced.count;
      return;
    }
    text = text.slice(0, positions[0]) + edit.newText + text.slice(positions[0] + edit.oldText.length);
    replacements += 1;
  });
  if (mismatches.length === 0) return { ok: true, content: text, replacements };
  const code = mismatches.some((mismatch) => mismatch.occurrences === 0) ? "edit_text_not_found" : "edit_text_ambiguous";
  const message = `${mismatches.map(describeMismatch).join("; ")}. No edit was applied: the file is unchanged`;
  return { ok: false, code, message, mismatches };
}
