// Issue 22, Long runs: the cost of a step of a 300-turn run (each turn reads a 200 KB result) with
// compaction off, on with the conservative estimate, and on with the o200k tokenizer — the core alone, over
// the in-memory store and the scripted model, so the numbers are the loop's own: building and counting the
// prompt, planning and writing compactions. Beside the time, the tokens the prompts held: what a provider
// would bill.

import { advanceRun } from "@/lib/runtime/loop/advance-run";
import { createScriptedModel } from "@/lib/models/scripted-model";
import { tokenCounterForModel } from "@/lib/models/token-counter";
import { estimateTokenCounter } from "@/lib/runtime/compaction/estimate-tokens";
import type { ScriptTurn } from "@/lib/contracts/model-spec";
import type { TokenCounter } from "@/lib/runtime/ports";
import { defaultRuntimeLimits } from "@/lib/runtime/runtime-limits";
import { createInMemoryRunStore } from "@/tests/support/in-memory-run-store";
import { loopDependencies, runSnapshot } from "@/tests/support/core-fixtures";

const TURNS = 300;
const CONTEXT = 16_000;
const script: ScriptTurn[] = [...Array.from({ length: TURNS }, (): ScriptTurn => ({ calls: [{ name: "test__big", arguments: {} }] })), { text: "done" }];

type Outcome = { stepMicroseconds: number; turns: number; compactions: number; promptTokens: number; largestPrompt: number };

async function playOnce(context: number, counter: TokenCounter): Promise<Outcome> {
  const store = createInMemoryRunStore([runSnapshot({ state: { version: 1, toolCallBudget: 1000, maxIterations: 1000 } })]);
  const deps = { ...loopDependencies(store, createScriptedModel(script)), limits: { ...defaultRuntimeLimits, modelContextMaxTokens: context }, tokenCounterFor: () => counter };
  const started = process.hrtime.bigint();
  const status = await advanceRun(deps, "run_1");
  const elapsed = Number(process.hrtime.bigint() - started) / 1000;
  if (status !== "succeeded") throw new Error(`the bench run ended ${status}`);
  const run = store.runs.get("run_1")!;
  const prompts = run.turns.map((turn) => turn.promptTokens ?? 0);
  return { stepMicroseconds: elapsed / run.turns.length, turns: run.turns.length, compactions: run.compactions?.length ?? 0, promptTokens: prompts.reduce((sum, tokens) => sum + tokens, 0), largestPrompt: Math.max(...prompts) };
}

async function play(name: string, context: number, counter: TokenCounter, rounds = 3): Promise<Outcome> {
  await playOnce(context, counter);
  const outcomes: Outcome[] = [];
  for (let round = 0; round < rounds; round += 1) outcomes.push(await playOnce(context, counter));
  const mean = outcomes.reduce((sum, outcome) => sum + outcome.stepMicroseconds, 0) / outcomes.length;
  const outcome = { ...outcomes[0]!, stepMicroseconds: mean };
  const time = mean >= 1000 ? `${(mean / 1000).toFixed(2)} ms` : `${mean.toFixed(1)} µs`;
  console.log(
    `${name.padEnd(58)} step ${time.padStart(10)}  turns ${outcome.turns}  compactions ${String(outcome.compactions).padStart(2)}  prompt tokens ${outcome.promptTokens.toLocaleString("en-US").padStart(10)} (largest ${outcome.largestPrompt.toLocaleString("en-US")})`,
  );
  return outcome;
}

export async function benchLongRun(): Promise<void> {
  const off = await play(`${TURNS}-turn run, compaction off (counted, never compacted)`, 0, estimateTokenCounter);
  const estimate = await play(`${TURNS}-turn run, compaction on (${CONTEXT} tokens, estimate)`, CONTEXT, estimateTokenCounter);
  const tokenizer = await play(`${TURNS}-turn run, compaction on (${CONTEXT} tokens, o200k tokenizer)`, CONTEXT, tokenCounterForModel({ provider: "openai", model: "gpt-4o" }));
  const ratio = (value: number, base: number) => `${(value / base).toFixed(2)}×`;
  console.log(`${"  → step time, on (estimate) / off".padEnd(58)} ${ratio(estimate.stepMicroseconds, off.stepMicroseconds)}`);
  console.log(`${"  → step time, on (tokenizer) / off".padEnd(58)} ${ratio(tokenizer.stepMicroseconds, off.stepMicroseconds)}`);
  console.log(`${"  → prompt tokens sent, on (estimate) / off".padEnd(58)} ${ratio(estimate.promptTokens, off.promptTokens)}`);
}
