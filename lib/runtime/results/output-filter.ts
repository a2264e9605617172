// Seed "tools in a run", Results, step 1: the tool's output filter. Every tool runs the standard filter
// unless its definition names another; the name is recorded in the call's metadata (`output_filter`).

export type OutputFilterName = "standard" | "none";

// ANSI escape sequences (colours, cursor moves) that command-line tools print and a model cannot use.
const ansiEscape = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/g;
// Control characters other than tab and newline; a carriage return is folded into a newline first.
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

// What any of the three rewrites below acts on: a carriage return, an escape or another control character.
const anythingToFilter = /[\u0000-\u0008\u000b-\u001f\u007f]/;

function standardFilter(text: string): string {
  // Most results hold none of them: one scan instead of three passes that each copy the text.
  if (!anythingToFilter.test(text)) return text;
  return text.replace(/\r\n?/g, "\n").replace(ansiEscape, "").replace(controlCharacters, "");
}

const filters: Record<OutputFilterName, (text: string) => string> = {
  standard: standardFilter,
  none: (text) => text,
};

export function applyOutputFilter(name: OutputFilterName, text: string): string {
  return filters[name](text);
}
