// Issue 22 (CONTRACT.md, Long runs): before a turn's prompt is sent, its size in tokens; when it would pass
// the model's budget, the oldest turns are compacted first (compaction/select-turns.ts) into one summary the
// run's own model writes with a fixed instruction, or the digest when it cannot. The compaction is stored
// before the prompt uses it, and the stored row is what every later prompt carries: a pass that resumes
// reads it back and never asks again, and two passes of one sequence number use the first one's.

import type { ModelClient, ModelMessage, OfferedTool, TokenCounter } from "../ports";
import type { LoopDependencies } from "../ports/loop-dependencies";
import type { CompactionRecord, RunSnapshot } from "../ports/run-store";
import { contextBudget, contextTokensOf, correctionOf } from "../compaction/context-budget";
import { digestOf, DIGEST_MAX_CHARACTERS } from "../compaction/digest";
import { estimateTokenCounter, estimateTextTokens } from "../compaction/estimate-tokens";
import { planCompaction, type CompactionRange } from "../compaction/select-turns";
import { NAMED_REFS } from "../compaction/summary-message";
import { SUMMARY_MAX_CHARACTERS, summaryOf, summaryRequestMessages } from "../compaction/summary-request";
import { refsOfTurns } from "../compaction/turn-range";
import { summaryMessage } from "../compaction/summary-message";
import { buildMessages, headMessages, turnMessages } from "./build-messages";

export type PreparedPrompt = {
  /** The run with the compaction made here, if one was. */
  run: RunSnapshot;
  messages: ModelMessage[];
  /** The prompt's tokens as counted (before the provider's correction): stored on the turn. */
  promptTokens: number;
  /** The request's place among the run's model requests (the scripted model plays script[requestIndex]). */
  requestIndex: number;
};

/** The longest frame and summary a compaction's message can hold, in tokens (the estimate: conservative). */
const SUMMARY_ALLOWANCE = estimateTextTokens("x".repeat(Math.max(SUMMARY_MAX_CHARACTERS, DIGEST_MAX_CHARACTERS) + 400 + NAMED_REFS * 48));

export function tokenCounterOf(deps: LoopDependencies, run: RunSnapshot): TokenCounter {
  return deps.tokenCounterFor?.(run) ?? estimateTokenCounter;
}

function promptTokensOf(counter: TokenCounter, messages: readonly ModelMessage[], tools: readonly OfferedTool[]): number {
  return counter.countMessages(messages) + counter.countTools(tools);
}

export async function preparePrompt(deps: LoopDependencies, run: RunSnapshot, tools: readonly OfferedTool[], model: ModelClient): Promise<PreparedPrompt> {
  const counter = tokenCounterOf(deps, run);
  const messages = buildMessages(run, deps.limits);
  const promptTokens = promptTokensOf(counter, messages, tools);
  const requestIndex = run.turns.length + (run.compactions?.length ?? 0);
  const unchanged: PreparedPrompt = { run, messages, promptTokens, requestIndex };
  const budget = contextBudget(contextTokensOf(run.model, deps.limits.modelContextMaxTokens));
  const factor = correctionOf(run.turns);
  if (budget === null || Math.ceil(promptTokens * factor) <= budget.limit) return unchanged;
  const latest = run.compactions?.at(-1) ?? null;
  const scaled = (tokens: number) => Math.ceil(tokens * factor);
  const plan = planCompaction({
    turns: run.turns,
    latest,
    replayWindowTurns: deps.limits.replayWindowTurns,
    turnTokens: run.turns.map((_turn, position) => scaled(counter.countMessages(turnMessages(run, position, deps.limits)))),
    fixedTokens: scaled(counter.countMessages(headMessages(run)) + counter.countTools(tools)),
    summaryTokens: latest ? scaled(counter.countMessages([{ role: "user", content: summaryMessage(latest) }])) : 0,
    summaryAllowance: scaled(SUMMARY_ALLOWANCE),
    limit: budget.limit,
    target: budget.target,
  });
  if (plan.kind !== "compact") return unchanged;
  // Both sizes as counted (Turn.promptTokens is too); the provider's correction only decides when.
  const compaction = await compact(deps, run, model, plan.range, { requestIndex, tokensBefore: promptTokens, counter, tools });
  const compacted: RunSnapshot = { ...run, compactions: [...(run.compactions ?? []), compaction] };
  const after = buildMessages(compacted, deps.limits);
  return { run: compacted, messages: after, promptTokens: promptTokensOf(counter, after, tools), requestIndex: requestIndex + 1 };
}

type CompactionContext = { requestIndex: number; tokensBefore: number; counter: TokenCounter; tools: readonly OfferedTool[] };

/** Asks the model for the summary (the digest when it cannot give one), then stores the compaction. */
async function compact(deps: LoopDependencies, run: RunSnapshot, model: ModelClient, range: CompactionRange, context: CompactionContext): Promise<CompactionRecord> {
  const latest = run.compactions?.at(-1) ?? null;
  const firstNew = latest?.toTurn ?? 0;
  const covered: ModelMessage[] = [];
  for (let position = firstNew; position < range.toTurn; position += 1) covered.push(...turnMessages(run, position, deps.limits));
  let summary: string | null = null;
  try {
    const request = { turnIndex: run.turns.length, requestIndex: context.requestIndex, purpose: "compaction" as const, tools: [], messages: summaryRequestMessages(run.input, covered, range.fromTurn, range.toTurn, latest) };
    summary = summaryOf(await model.generate(request));
  } catch (error) {
    deps.log.error("compaction summary request failed; the digest stands in", { runId: run.id, message: error instanceof Error ? error.message : String(error) });
  }
  const draft: CompactionRecord = {
    sequence: (latest?.sequence ?? 0) + 1,
    beforeTurn: run.turns.length,
    fromTurn: range.fromTurn,
    toTurn: range.toTurn,
    summary: summary ?? digestOf(run.turns.slice(firstNew, range.toTurn), latest),
    droppedRefs: refsOfTurns(run.turns.slice(0, range.toTurn)),
    source: summary === null ? "digest" : "model",
    tokensBefore: context.tokensBefore,
    tokensAfter: null,
  };
  const after = buildMessages({ ...run, compactions: [draft] }, deps.limits);
  return deps.store.recordCompaction(run, { ...draft, tokensAfter: promptTokensOf(context.counter, after, context.tools) });
}
