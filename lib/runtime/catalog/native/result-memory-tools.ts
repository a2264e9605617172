// Seed "tool rules": how a run remembers what its tools returned without paying for it again every turn —
// reading a stored result by its ref, searching stored results, and reading earlier turns back. They are
// part of the run itself (ONE-PRODUCT "Offer"): offered whether or not a task declares them.

import { toolError, withCallErrors } from "../call-errors";
import { toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";

const runOwn = {
  family: "Result memory",
  page: "Native tools",
  gate: "never",
  runCallable: true,
  access: "read",
  retry: "safe",
  availability: { kind: "runtime" },
  // Their answers are windows the model asked for by size: a preview of a window would only hide it.
  preview: false,
} as const;

// Seed "Reading stored results": a ref from another conversation, another organisation or nowhere is
// refused identically, so a turn cannot learn whether a guessed identifier was real.
const refNotFound = toolError("result_not_found", "No stored result of this conversation has that ref (whatever the reason).");

export const resultMemoryTools: readonly ToolDefinition[] = [
  {
    ...runOwn,
    name: "read_tool_result",
    description:
      "Read a stored tool result of this conversation, from this turn or an earlier one, by its ref, in windows of " +
      "characters. A large result reaches you as a preview carrying `_toolResultContext.ref`: read the rest here. " +
      "When a person pastes a ref (`res_…`) into the chat, read it with this tool and show what it holds.",
    inputSchema: toolInputSchema(
      {
        ref: { type: "string", minLength: 1, maxLength: 200, description: "The stored result's ref, e.g. `res_…`." },
        offset: { type: "integer", minimum: 0, default: 0, description: "Character to start at; 0 reads from the beginning." },
        limit: { type: "integer", minimum: 1, maximum: 20000, default: 6000, description: "Most characters to return (1–20000); defaults to 6000." },
      },
      ["ref"],
    ),
    errors: withCallErrors(refNotFound, toolError("result_absent", "The ref's record holds nothing readable: reported absent, not as empty text.")),
  },
  {
    ...runOwn,
    name: "search_tool_results",
    description:
      "Find words in stored tool results of this conversation and return the windows around each match, without " +
      "reading the whole result. Matching is literal text, or fuzzy (tolerates typos and word order); no " +
      "embeddings, summaries or cache. Only windows returned here count as evidence you have read.",
    inputSchema: toolInputSchema(
      {
        refs: { type: "array", minItems: 1, maxItems: 10, uniqueItems: true, items: { type: "string", minLength: 1 }, description: "Refs of the stored results to search (1–10)." },
        query: { type: "string", minLength: 1, maxLength: 500, description: "The words to find." },
        match: { type: "string", enum: ["fuzzy", "exact"], default: "fuzzy", description: "`exact` finds the literal text; `fuzzy` tolerates typos; defaults to `fuzzy`." },
        contextChars: { type: "integer", minimum: 0, maximum: 2000, default: 200, description: "Characters of context on each side of a match; defaults to 200." },
        maxChars: { type: "integer", minimum: 100, maximum: 20000, default: 4000, description: "Most characters of windows to return in all; defaults to 4000." },
      },
      ["refs", "query"],
    ),
    errors: withCallErrors(refNotFound),
  },
  {
    ...runOwn,
    name: "read_transcript",
    description:
      "Read earlier turns of this conversation verbatim, by a range of turn numbers or by literal words: what the " +
      "person wrote, the assistant's answers, and each tool call's name, arguments (first 400 characters) and " +
      "ref. Reads whole turns, 6000 characters by default and at most 20000; a read that stops early says " +
      "`truncated` and the `offset` to continue from. The turn now being written is left out.",
    inputSchema: toolInputSchema({
      fromTurn: { type: "integer", minimum: 1, description: "First turn number to read; omit to start at the first." },
      toTurn: { type: "integer", minimum: 1, description: "Last turn number to read; omit to read to the latest finished turn." },
      words: { type: "string", minLength: 1, maxLength: 200, description: "Only turns containing these literal words." },
      offset: { type: "integer", minimum: 0, default: 0, description: "Continue a truncated read from this offset." },
      maxChars: { type: "integer", minimum: 500, maximum: 20000, default: 6000, description: "Characters to spend (500–20000); defaults to 6000." },
    }),
    errors: withCallErrors(),
  },
];
