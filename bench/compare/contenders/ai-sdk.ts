// The AI SDK's own loop in process: generateText over MockLanguageModelV4 (ai/test), one tool with an
// execute that answers 1 KB, stopping after 20 steps. What is timed is the SDK's per-step work: prompt
// building, tool-call parsing and validation, execution, step bookkeeping.

import { generateText, isStepCount, tool } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { z } from "zod";
import { echoResult, ECHO_MODEL_NAME, KILOBYTE_ARGUMENT, STEPS } from "../workload";

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};
const toolInput = JSON.stringify({ text: KILOBYTE_ARGUMENT });

/** One 20-step run; returns how many times the tool's execute ran. */
export async function aiSdkRun(): Promise<number> {
  let step = 0;
  let executed = 0;
  const model = new MockLanguageModelV4({
    doGenerate: async () => {
      step += 1;
      return {
        content: [{ type: "tool-call" as const, toolCallId: `call_${step}`, toolName: ECHO_MODEL_NAME, input: toolInput }],
        finishReason: { unified: "tool-calls" as const, raw: undefined },
        usage,
        warnings: [],
      };
    },
  });
  const echo = tool({
    description: "Echo the text back.",
    inputSchema: z.object({ text: z.string() }),
    execute: async ({ text }) => {
      executed += 1;
      return echoResult(text);
    },
  });
  const result = await generateText({ model, tools: { [ECHO_MODEL_NAME]: echo }, prompt: "bench", stopWhen: isStepCount(STEPS) });
  if (result.steps.length !== STEPS) throw new Error(`generateText ran ${result.steps.length} steps, not ${STEPS}`);
  return executed;
}
