// How a refusal names a field of the arguments: `edits[0].oldText` (STYLE.md: the exact text the model reads).

/** ["edits", 0, "oldText"] → "edits[0].oldText"; a numeric part reads as a list index. */
export function fieldPathText(parts: readonly (string | number)[]): string {
  return parts.reduce<string>((path, part) => {
    const text = String(part);
    if (/^\d+$/.test(text)) return `${path}[${text}]`;
    return path ? `${path}.${text}` : text;
  }, "");
}
