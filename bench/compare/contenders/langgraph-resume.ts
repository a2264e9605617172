// Issue 16, item 8: LangGraph's side of "a decision resumes its call". LangGraph JS + PostgresSaver, the
// human-in-the-loop way its docs show: the tool calls interrupt() before it acts, the graph stops with the
// thread checkpointed in PostgreSQL, and the decision is `graph.invoke(new Command({ resume }))`, in
// process — it loads the thread's checkpoint, re-enters the tool node, and interrupt() returns the
// decision. Timed from that invoke to the tool's body running past interrupt() (its handler starting).
// A thread carries ~1 KB, then ~10 MB, of earlier tool results in its messages, as LangGraph keeps them.

import { AIMessage, HumanMessage, ToolMessage, type BaseMessage } from "@langchain/core/messages";
import { tool } from "@langchain/core/tools";
import { Command, END, interrupt, MessagesAnnotation, START, StateGraph } from "@langchain/langgraph";
import { ToolNode } from "@langchain/langgraph/prebuilt";
import { PostgresSaver } from "@langchain/langgraph-checkpoint-postgres";
import { z } from "zod";
import { rootPg } from "../root-pg";
import type { Durability } from "./langgraph";

export type ResumeFigure = { p50: number; p90: number; samples: number; historyBytes: number };

const GATED_NAME = "set_execution_name";

const percentile = (sorted: readonly number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];

/** Earlier turns whose tool results add up to about `bytes`, in 64 KiB results (Tollgate's read cap). */
function earlierMessages(bytes: number): BaseMessage[] {
  const size = Math.min(bytes, 65_536);
  const count = Math.max(1, Math.ceil(bytes / size));
  return Array.from({ length: count }, (_, index) => [
    new AIMessage({ content: "", tool_calls: [{ id: `earlier_${index}`, name: "get_context", args: {}, type: "tool_call" }] }),
    new ToolMessage({ tool_call_id: `earlier_${index}`, content: "f".repeat(size) }),
  ]).flat();
}

export async function benchLangGraphResume(databaseUrl: string, options: { historyBytes: number; gates: number; warm: number; durability: Durability }): Promise<ResumeFigure> {
  let handlerStarted = 0n;
  const gated = tool(
    async ({ name }: { name: string }) => {
      const decision = interrupt({ question: `set the execution name to ${name}?` }) as string;
      handlerStarted = process.hrtime.bigint();
      return decision === "approve" ? `named ${name}` : "denied";
    },
    { name: GATED_NAME, description: "Set the run's name (gated).", schema: z.object({ name: z.string() }) },
  );
  let asked = 0;
  const agent = async () => {
    asked += 1;
    if (asked > options.gates) return { messages: [new AIMessage("done")] };
    return { messages: [new AIMessage({ content: "", tool_calls: [{ id: `gated_${asked}`, name: GATED_NAME, args: { name: `step ${asked}` }, type: "tool_call" }] })] };
  };
  const route = (state: typeof MessagesAnnotation.State) => {
    const last = state.messages.at(-1);
    return last && AIMessage.isInstance(last) && (last.tool_calls?.length ?? 0) > 0 ? "tools" : END;
  };
  const pool = new rootPg.Pool({ connectionString: databaseUrl, max: 10 });
  try {
    const saver = new PostgresSaver(pool as unknown as ConstructorParameters<typeof PostgresSaver>[0]);
    await saver.setup();
    const graph = new StateGraph(MessagesAnnotation)
      .addNode("agent", agent)
      .addNode("tools", new ToolNode([gated]))
      .addEdge(START, "agent")
      .addConditionalEdges("agent", route, ["tools", END])
      .addEdge("tools", "agent")
      .compile({ checkpointer: saver });
    const config = { configurable: { thread_id: `resume_${process.pid}_${options.historyBytes}_${options.durability}` }, recursionLimit: options.gates * 2 + 10, durability: options.durability };
    await graph.invoke({ messages: [new HumanMessage("bench: gate resume"), ...earlierMessages(options.historyBytes)] }, config);
    const samples: number[] = [];
    for (let index = 0; index < options.gates; index += 1) {
      // As on Tollgate's side, the decision comes at any moment, not right after the interrupt.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 50));
      handlerStarted = 0n;
      const started = process.hrtime.bigint();
      await graph.invoke(new Command({ resume: "approve" }), config);
      if (handlerStarted === 0n) throw new Error("LangGraph's resume did not run the gated tool");
      if (index >= options.warm) samples.push(Number(handlerStarted - started) / 1e6);
    }
    samples.sort((a, b) => a - b);
    return { p50: percentile(samples, 0.5), p90: percentile(samples, 0.9), samples: samples.length, historyBytes: options.historyBytes };
  } finally {
    await pool.end();
  }
}
