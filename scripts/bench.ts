// `npm run bench`: numbers, not assertions (README). Runs each benchmark in turn and prints its lines.
import "../lib/server/cli/allow-server-only";
import { benchInProcessCall } from "../tests/bench/in-process-call.bench";
import { benchDurableCall } from "../tests/bench/durable-call.bench";
import { benchResultMemory } from "../tests/bench/result-memory.bench";
import { benchUserPattern } from "../tests/bench/user-pattern.bench";
import { benchGateResume } from "../tests/bench/gate-resume.bench";
import { benchVendorCall } from "../tests/bench/vendor-call.bench";
import { benchLongRun } from "../tests/bench/long-run.bench";

async function main(): Promise<void> {
  console.log(`Tollgate benchmarks — node ${process.version}, ${new Date().toISOString()}\n`);
  console.log("In process (the core alone):");
  await benchInProcessCall();
  console.log("\nResult memory (the core and the tools' pure parts):");
  await benchResultMemory();
  console.log("\nLong runs (a 300-turn run in process: compaction off, on with the estimate, on with the tokenizer):");
  await benchLongRun();
  console.log("\nUser patterns (workspace.search's regex, RE2 against a native RegExp):");
  await benchUserPattern();
  console.log("\nDurable (PostgreSQL, the real loop and store):");
  await benchDurableCall();
  console.log("\nGate resume (PostgreSQL, a decision through a real worker):");
  await benchGateResume();
  console.log("\nVendor tools (an MCP server over stdio, Tollgate against a bare SDK Client):");
  await benchVendorCall();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
