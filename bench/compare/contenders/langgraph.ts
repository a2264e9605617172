// LangGraph JS with PostgresSaver, durable: a StateGraph whose agent node asks for one tool call a step
// (1 KB argument) and whose tool node (the prebuilt ToolNode, zod-validated) answers 1 KB, checkpointed
// every step in PostgreSQL. The saver gets a Pool of the root `pg`, so the driver meter sees its statements.

import { AIMessage } from "@langchain/core/messages";
import { tool } from "@langchain/core/tools";
import { END, MessagesAnnotation, START, StateGraph } from "@langchain/langgraph";
import { ToolNode } from "@langchain/langgraph/prebuilt";
import { PostgresSaver } from "@langchain/langgraph-checkpoint-postgres";
import { z } from "zod";
import { rootPg } from "../root-pg";
import { echoResult, ECHO_MODEL_NAME, KILOBYTE_ARGUMENT, STEPS } from "../workload";

export type Durability = "async" | "sync";

export type LangGraphContender = {
  /** One 20-step run on a fresh thread; returns how many times the tool ran. */
  run(durability: Durability): Promise<number>;
  /** Ends its connections (a backend flushes its statistics as it exits); the next run opens new ones. */
  quiesce(): Promise<void>;
};

export async function openLangGraph(databaseUrl: string): Promise<LangGraphContender> {
  let executed = 0;
  const echo = tool(
    async ({ text }: { text: string }) => {
      executed += 1;
      return echoResult(text);
    },
    { name: ECHO_MODEL_NAME, description: "Echo the text back.", schema: z.object({ text: z.string() }) },
  );
  const agent = async (state: typeof MessagesAnnotation.State) => {
    const asked = state.messages.filter((message) => AIMessage.isInstance(message)).length;
    if (asked >= STEPS) return { messages: [new AIMessage("done")] };
    return { messages: [new AIMessage({ content: "", tool_calls: [{ id: `call_${asked}`, name: ECHO_MODEL_NAME, args: { text: KILOBYTE_ARGUMENT }, type: "tool_call" }] })] };
  };
  const route = (state: typeof MessagesAnnotation.State) => {
    const last = state.messages.at(-1);
    return last && AIMessage.isInstance(last) && (last.tool_calls?.length ?? 0) > 0 ? "tools" : END;
  };
  const connect = () => {
    const pool = new rootPg.Pool({ connectionString: databaseUrl, max: 10 });
    // The saver is typed against its own copy of pg; the root copy's Pool is the same class, version 8.
    const saver = new PostgresSaver(pool as unknown as ConstructorParameters<typeof PostgresSaver>[0]);
    const graph = new StateGraph(MessagesAnnotation)
      .addNode("agent", agent)
      .addNode("tools", new ToolNode([echo]))
      .addEdge(START, "agent")
      .addConditionalEdges("agent", route, ["tools", END])
      .addEdge("tools", "agent")
      .compile({ checkpointer: saver });
    return { pool, saver, graph };
  };
  let connected: ReturnType<typeof connect> | null = connect();
  await connected.saver.setup();
  let thread = 0;
  const quiesce = async () => {
    const ending = connected;
    connected = null;
    if (ending) await ending.pool.end();
  };
  await quiesce();
  return {
    async run(durability) {
      connected ??= connect();
      executed = 0;
      thread += 1;
      await connected.graph.invoke(
        { messages: [{ role: "user", content: "bench" }] },
        { configurable: { thread_id: `bench_${process.pid}_${thread}` }, recursionLimit: STEPS * 2 + 10, durability },
      );
      return executed;
    },
    quiesce,
  };
}
