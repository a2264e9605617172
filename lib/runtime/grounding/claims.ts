// Issue 22, grounding: the claims of a run's output that can be checked mechanically — quoted text,
// figures, dates, URLs, identifiers and names — each with where it stands in the output. Anything else
// (an opinion, a paraphrase) is not a claim this check can make, and is not listed.

export type ClaimKind = "quote" | "url" | "date" | "identifier" | "figure" | "name";

export type Claim = { text: string; kind: ClaimKind; at: number };

const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec";

// In order of precedence: a span taken by an earlier kind is not claimed again by a later one.
const PATTERNS: readonly [ClaimKind, RegExp][] = [
  ["quote", /["“]([^"”\n]{3,200})["”]/g],
  ["url", /\bhttps?:\/\/[^\s<>"')\]]+[^\s<>"')\].,;:!?]/g],
  ["date", new RegExp(`\\b\\d{4}-\\d{2}-\\d{2}\\b|\\b\\d{1,2} (?:${MONTHS}) \\d{4}\\b|\\b(?:${MONTHS}) \\d{1,2}, \\d{4}\\b`, "g")],
  ["identifier", /\b(?:[A-Za-z]+[-_])+\d[\w-]*\b|\b[A-Za-z]{1,10}\d{2,}[A-Za-z\d]*\b|\b[\w.+-]+@[\w-]+\.[\w.]+\b|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g],
  ["figure", /[$€£]?\b\d{1,3}(?:,\d{3})+(?:\.\d+)?%?|[$€£]?\b\d+(?:\.\d+)?%?/g],
  ["name", /\b[A-Z][a-z]+(?:[ -](?:[A-Z][a-z]+|[A-Z]\.))+\b/g],
];

/** Words that begin a sentence, not a name: "The Ledger" is not a name. */
const LEADING = new Set(["The", "A", "An", "In", "On", "At", "For", "From", "To", "And", "But", "Or", "It", "This", "That", "These", "Those", "Our", "Your", "My", "We", "I"]);

function isWorthChecking(kind: ClaimKind, text: string): boolean {
  // A bare one-digit number ("step 1") claims nothing worth checking.
  if (kind === "figure") return /\d{2}|\d\.\d|[$€£%]/.test(text);
  return true;
}

function trimName(text: string, at: number): { text: string; at: number } | null {
  const words = text.split(" ");
  while (words.length > 0 && LEADING.has(words[0]!)) {
    at += words[0]!.length + 1;
    words.shift();
  }
  return words.length >= 2 ? { text: words.join(" "), at } : null;
}

export function claimsOf(output: string): Claim[] {
  const taken: [number, number][] = [];
  const overlaps = (start: number, end: number) => taken.some(([from, to]) => start < to && end > from);
  const claims: Claim[] = [];
  for (const [kind, pattern] of PATTERNS) {
    for (const match of output.matchAll(pattern)) {
      const whole = match[0];
      const start = match.index ?? 0;
      if (overlaps(start, start + whole.length)) continue;
      let text = kind === "quote" ? match[1]! : whole;
      let at = kind === "quote" ? start + 1 : start;
      if (kind === "name") {
        const trimmed = trimName(text, at);
        if (!trimmed) continue;
        ({ text, at } = trimmed);
      }
      if (!isWorthChecking(kind, text)) continue;
      taken.push([start, start + whole.length]);
      claims.push({ text, kind, at });
    }
  }
  return claims.sort((a, b) => a.at - b.at);
}
