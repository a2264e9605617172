// Seed "tool rules": how a run remembers what its tools returned without paying for it again every turn —
// reading a stored result by its ref, searching stored results, and reading earlier turns back. They are
// part of the run itself (ONE-PRODUCT "Offer"): offered whether or not a task declares them.

import { z } from "zod";
import { toolError, withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { defineTool } from "../define/define-tool";
import { readToolResult } from "./read-tool-result";
import { readTranscript } from "./read-transcript";
import { searchToolResults } from "./search-tool-results";
import { MATCH_MODES } from "./text-match";
import { DEFAULT_TRANSCRIPT_CHARS, MAX_TRANSCRIPT_CHARS } from "./transcript-budget";

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

export const readToolResultTool = defineTool({
  ...runOwn,
  name: "read_tool_result",
  description:
    "Read a stored tool result of this conversation, from this turn or an earlier one, by its ref, in windows of " +
    "characters. A large result reaches you as a preview carrying `_toolResultContext.ref`: read the rest here. " +
    "When a person pastes a ref (`res_…`) into the chat, read it with this tool and show what it holds.",
  input: z.strictObject({
    ref: z.string().min(1).max(200).describe("The stored result's ref, e.g. `res_…`."),
    offset: z.int().min(0).default(0).describe("Character to start at; 0 reads from the beginning."),
    limit: z.int().min(1).max(20000).default(6000).describe("Most characters to return (1–20000); defaults to 6000."),
  }),
  errors: withCallErrors(refNotFound, toolError("result_absent", "The ref's record holds nothing readable: reported absent, not as empty text.")),
  execute: readToolResult,
});

export const searchToolResultsTool = defineTool({
  ...runOwn,
  name: "search_tool_results",
  description:
    "Find words in stored tool results of this conversation and return the windows around each match, without " +
    "reading the whole result. Matching is literal text, or fuzzy (tolerates typos and word order); no " +
    "embeddings, summaries or cache. Only windows returned here count as evidence you have read.",
  input: z.strictObject({
    refs: z
      .array(z.string().min(1))
      .min(1)
      .max(10)
      .meta({ uniqueItems: true })
      .describe("Refs of the stored results to search (1–10)."),
    query: z.string().min(1).max(500).describe("The words to find."),
    match: z.enum(MATCH_MODES).default("fuzzy").describe("`exact` finds the literal text; `fuzzy` tolerates typos; defaults to `fuzzy`."),
    contextChars: z.int().min(0).max(2000).default(200).describe("Characters of context on each side of a match; defaults to 200."),
    maxChars: z.int().min(100).max(20000).default(4000).describe("Most characters of windows to return in all; defaults to 4000."),
  }),
  errors: withCallErrors(refNotFound),
  execute: searchToolResults,
});

export const readTranscriptTool = defineTool({
  ...runOwn,
  name: "read_transcript",
  description:
    "Read earlier turns of this conversation verbatim, by a range of turn numbers or by literal words: what the " +
    "person wrote, the assistant's answers, and each tool call's name, arguments (first 400 characters) and " +
    "ref. Reads whole turns, 6000 characters by default and at most 20000; a read that stops early says " +
    "`truncated` and the `offset` to continue from. The turn now being written is left out. With `thisRun`, " +
    "reads this run's own earlier model turns instead, numbered from 1 as a compaction names them (`turns 3–17`).",
  input: z.strictObject({
    fromTurn: z.int().min(1).describe("First turn number to read; omit to start at the first.").optional(),
    toTurn: z.int().min(1).describe("Last turn number to read; omit to read to the latest finished turn.").optional(),
    words: z.string().min(1).max(200).describe("Only turns containing these literal words.").optional(),
    offset: z.int().min(0).default(0).describe("Continue a truncated read from this offset."),
    maxChars: z
      .int()
      .min(500)
      .max(MAX_TRANSCRIPT_CHARS)
      .default(DEFAULT_TRANSCRIPT_CHARS)
      .describe("Characters to spend (500–20000); defaults to 6000."),
    thisRun: z.boolean().default(false).describe("Read this run's own earlier turns (a compaction's `turns 3–17`) instead of the conversation's."),
  }),
  errors: withCallErrors(),
  execute: readTranscript,
});

export const resultMemoryTools = [readToolResultTool, searchToolResultsTool, readTranscriptTool];
