// `npm run bench:compare` (issue 9, item 7): the same 20-step workload (one call a step, 1 KB argument,
// 1 KB result) through Tollgate, the AI SDK's generateText and LangGraph JS + PostgresSaver, contenders
// alternating round by round on one PostgreSQL, medians reported next to issue 9's targets. Numbers, not
// assertions: nothing here fails on a missed target. BENCH_ROUNDS sets the rounds (default 7).
// Issue 16, item 8: a gate decision → the gated call's handler starting, Tollgate through a real worker
// beside LangGraph's in-process resume, at ~1 KB and ~10 MB of earlier results. BENCH_ONLY=gate-resume
// runs that section alone.
import "../../lib/server/cli/allow-server-only";
import { existsSync } from "node:fs";
import path from "node:path";
import { acquireBenchServer, type BenchServer } from "./bench-postgres";
import { aiSdkRun } from "./contenders/ai-sdk";
import { openLangGraph, type Durability } from "./contenders/langgraph";
import { tollgateInProcessRun } from "./contenders/tollgate-in-process";
import { openTollgateDurable } from "./contenders/tollgate-durable";
import { readGateResume, type GateResume } from "./gate-resume";
import { benchLangGraphResume, type ResumeFigure } from "./contenders/langgraph-resume";
import { minus, openServerMeter, startDriverMeter, type DriverCounts, type DriverMeter, type ServerCounts, type ServerMeter } from "./statement-meter";
import { atMost, notMeasured, printVerdicts, strictlyUnder, type Verdict } from "./targets";
import { elapsedMilliseconds, LONG_RUN_STEPS, median, STEPS } from "./workload";

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? "7") || 7);
const WARM_ROUNDS = 1;
const IN_PROCESS_RUNS_PER_SAMPLE = 25;
const LONG_RUNS = 3;
// A backend flushes its statistics as it exits, a moment after its client has hung up.
const STATISTICS_FLUSH_MILLISECONDS = 1000;

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Rounds alternate who goes first, so no contender always runs on a warmer (or colder) machine. */
function inRoundOrder<Item>(items: readonly Item[], round: number): Item[] {
  const shift = round % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}

function expectSteps(contender: string, executed: number, steps = STEPS): void {
  if (executed !== steps) throw new Error(`${contender} ran its tool ${executed} times, not ${steps}: the workloads differ`);
}

async function benchInProcess(): Promise<{ tollgate: number; aiSdk: number }> {
  const contenders = [
    { name: "tollgate", run: tollgateInProcessRun },
    { name: "aiSdk", run: aiSdkRun },
  ] as const;
  const samples: Record<(typeof contenders)[number]["name"], number[]> = { tollgate: [], aiSdk: [] };
  for (let round = 0; round < WARM_ROUNDS + ROUNDS; round += 1) {
    for (const contender of inRoundOrder(contenders, round)) {
      const started = process.hrtime.bigint();
      for (let index = 0; index < IN_PROCESS_RUNS_PER_SAMPLE; index += 1) expectSteps(contender.name, await contender.run());
      const microsecondsPerCall = (elapsedMilliseconds(started) * 1000) / (IN_PROCESS_RUNS_PER_SAMPLE * STEPS);
      if (round >= WARM_ROUNDS) samples[contender.name].push(microsecondsPerCall);
    }
  }
  return { tollgate: median(samples.tollgate), aiSdk: median(samples.aiSdk) };
}

type DurableFigures = {
  name: string;
  database: string;
  millisecondsPerStep: number;
  driver: DriverCounts;
  transactionIds: number;
  server: ServerCounts | null;
  stepsCounted: number;
};

type DurableContender = { name: string; database: string; run: () => Promise<number>; quiesce: () => Promise<void> };

function perStep(value: number, steps: number): number {
  return value / steps;
}

/** The server's counters per database, read once every contender's backends have exited (and flushed). */
async function readServerCounts(serverMeter: ServerMeter, contenders: readonly DurableContender[]): Promise<Map<string, ServerCounts>> {
  for (const contender of contenders) await contender.quiesce();
  await pause(STATISTICS_FLUSH_MILLISECONDS);
  const counts = new Map<string, ServerCounts>();
  for (const contender of contenders) counts.set(contender.database, await serverMeter.countsFor(contender.database));
  return counts;
}

async function benchDurable(contenders: readonly DurableContender[], meter: DriverMeter, serverMeter: ServerMeter): Promise<DurableFigures[]> {
  const figures = new Map(contenders.map((contender) => [contender.name, { samples: [] as number[], driver: { statements: 0, commits: 0, writeCommits: 0 }, transactionIds: 0, runs: 0 }]));
  const before = await readServerCounts(serverMeter, contenders);
  for (let round = 0; round < WARM_ROUNDS + ROUNDS; round += 1) {
    for (const contender of inRoundOrder(contenders, round)) {
      const figure = figures.get(contender.name)!;
      const firstId = await serverMeter.nextTransactionId();
      const counted = meter.counts();
      const started = process.hrtime.bigint();
      const executed = await contender.run();
      const milliseconds = elapsedMilliseconds(started);
      const sent = minus(meter.counts(), counted);
      const transactionIds = Number((await serverMeter.nextTransactionId()) - firstId);
      expectSteps(contender.name, executed);
      // Statements and commits are counted over every round (the warm one too): they do not warm up.
      figure.driver = { statements: figure.driver.statements + sent.statements, commits: figure.driver.commits + sent.commits, writeCommits: figure.driver.writeCommits + sent.writeCommits };
      figure.transactionIds += transactionIds;
      figure.runs += 1;
      if (round >= WARM_ROUNDS) figure.samples.push(milliseconds / STEPS);
    }
  }
  const after = await readServerCounts(serverMeter, contenders);
  return contenders.map((contender) => {
    const figure = figures.get(contender.name)!;
    const start = before.get(contender.database);
    const end = after.get(contender.database);
    const server =
      start && end
        ? { xactCommit: end.xactCommit - start.xactCommit, statements: end.statements === null || start.statements === null ? null : end.statements - start.statements }
        : null;
    return {
      name: contender.name,
      database: contender.database,
      millisecondsPerStep: median(figure.samples),
      driver: figure.driver,
      transactionIds: figure.transactionIds,
      server,
      stepsCounted: figure.runs * STEPS,
    };
  });
}

const GATE_RESUME_TARGET_MS = 25;
// LangGraph writes and reads its whole message list at each step: at 10 MB a resume takes seconds, so
// fewer of them are timed there.
const langGraphResumeGates = (historyBytes: number) => (historyBytes > 1024 * 1024 ? { gates: 9, warm: 1 } : { gates: 32, warm: 2 });

function gateVerdicts(gate: GateResume): Verdict[] {
  if (gate.figures.length === 0) return [notMeasured("gate decision → handler start, p50", `< ${GATE_RESUME_TARGET_MS} ms`, gate.missing ?? "no figure")];
  const verdicts = gate.figures.map((figure) =>
    strictlyUnder(`gate resume p50, ${figure.label.replace(/^gate decision → handler start, /, "")}`, figure.p50Milliseconds, GATE_RESUME_TARGET_MS, (value) => `${value.toFixed(1)} ms`, `< ${GATE_RESUME_TARGET_MS} ms`),
  );
  const p50s = gate.figures.map((figure) => figure.p50Milliseconds);
  const spread = Math.max(...p50s) / Math.min(...p50s);
  // "Flat from 1 KB to 10 MB" has no number in the issue: the spread is shown, not judged.
  verdicts.push({ label: "gate resume, largest p50 / smallest p50", figure: `${spread.toFixed(2)}×`, target: "flat (no number set)", ratio: null, pass: null });
  return verdicts;
}

/**
 * Issue 16, item 8: decision → handler start, Tollgate (tests/bench/gate-resume.bench.ts, through the
 * queue and a worker) beside LangGraph + PostgresSaver's resume (in process), each at both sizes.
 */
async function gateResumeSection(server: BenchServer): Promise<Verdict[]> {
  console.log("Gate decision → gated call running (Tollgate through a real worker)");
  const gate = await readGateResume(path.resolve(__dirname, "../../tests/bench/gate-resume.bench.ts"), server.adminUrl, existsSync);
  for (const line of gate.lines) console.log(`  ${line.trim()}`);
  console.log("");
  console.log("Decision → the gated call's handler starting, side by side (p50 / p90 ms; ratio = Tollgate / LangGraph)");
  console.log(`  ${"earlier results".padEnd(16)} ${"Tollgate (worker)".padStart(19)} ${"LangGraph async".padStart(17)} ${"LangGraph sync".padStart(16)} ${"p50 ratio async".padStart(16)} ${"p50 ratio sync".padStart(15)}`);
  const pair = (figure: { p50: number; p90: number }) => `${figure.p50.toFixed(1)} / ${figure.p90.toFixed(1)}`;
  const verdicts: Verdict[] = [];
  for (const tollgate of gate.measured) {
    const graphs: Record<Durability, ResumeFigure> = {} as Record<Durability, ResumeFigure>;
    for (const durability of ["async", "sync"] as Durability[]) {
      const database = await server.createDatabase(`langgraph_resume_${durability}_${tollgate.storedBytes}`);
      graphs[durability] = await benchLangGraphResume(database.url, { historyBytes: tollgate.storedBytes, ...langGraphResumeGates(tollgate.storedBytes), durability });
    }
    const label = tollgate.storedBytes >= 1024 * 1024 ? `${(tollgate.storedBytes / 1024 / 1024).toFixed(1)} MB` : `${(tollgate.storedBytes / 1024).toFixed(1)} KB`;
    console.log(
      `  ${label.padEnd(16)} ${pair(tollgate.handler).padStart(19)} ${pair(graphs.async).padStart(17)} ${pair(graphs.sync).padStart(16)} ${`${(tollgate.handler.p50 / graphs.async.p50).toFixed(2)}×`.padStart(16)} ${`${(tollgate.handler.p50 / graphs.sync.p50).toFixed(2)}×`.padStart(15)}`,
    );
    verdicts.push({ label: `gate resume p50 vs LangGraph resume (async), ${label}`, figure: `${(tollgate.handler.p50 / graphs.async.p50).toFixed(2)}×`, target: "shown (no number set)", ratio: null, pass: null, note: `${tollgate.handler.p50.toFixed(1)} ms vs ${graphs.async.p50.toFixed(1)} ms` });
  }
  console.log("  Tollgate: the decision's request (its commit and job), the worker woken by NOTIFY, its claim, the run's load, then the handler.");
  console.log("  LangGraph: graph.invoke(new Command({ resume })) in the same process: the checkpoint's load, the tool node re-entered, interrupt() returning;");
  console.log("  its messages hold the earlier results whole (as a ToolNode keeps them). Neither side includes an HTTP request.\n");
  return [...gateVerdicts(gate), ...verdicts];
}

/** Median step cost over a window of steps (1-based, inclusive), from the turn stamps of one run. */
function windowCost(turnStarts: readonly bigint[], first: number, last: number): number {
  const steps: number[] = [];
  for (let step = first; step <= last; step += 1) steps.push(Number(turnStarts[step] - turnStarts[step - 1]) / 1e6);
  return median(steps);
}

function printDurable(figures: readonly DurableFigures[], serverKind: BenchServer["kind"], statementsAvailable: boolean): void {
  console.log(`  ${"contender".padEnd(44)} ${"ms/step".padStart(8)} ${"stmts/step".padStart(11)} ${"commits/step".padStart(13)} ${"write commits/step".padStart(19)} ${"xids/step".padStart(10)} ${"xact_commit/step".padStart(17)} ${"pg_stat_statements/step".padStart(24)}`);
  for (const figure of figures) {
    const steps = figure.stepsCounted;
    const server = figure.server;
    console.log(
      `  ${figure.name.padEnd(44)} ${figure.millisecondsPerStep.toFixed(2).padStart(8)} ${perStep(figure.driver.statements, steps).toFixed(1).padStart(11)} ${perStep(figure.driver.commits, steps).toFixed(2).padStart(13)} ${perStep(figure.driver.writeCommits, steps).toFixed(2).padStart(19)} ${perStep(figure.transactionIds, steps).toFixed(2).padStart(10)} ${(server ? perStep(server.xactCommit, steps).toFixed(2) : "n/a").padStart(17)} ${(server?.statements === null || !server ? "n/a" : perStep(server.statements, steps).toFixed(1)).padStart(24)}`,
    );
  }
  console.log("  ms/step: median over rounds of a 20-step run's time / 20 (its start, final answer and ending included). stmts, commits, write commits: counted at the pg driver of this");
  console.log("  process (every statement incl. BEGIN/COMMIT; a commit that wrote). xids: transaction ids the server handed out (only");
  console.log(`  writing transactions get one)${serverKind === "given" ? " — server-wide, so other users of BENCH_DATABASE_URL's server count too" : ", exact: the bench's server is its own"}.`);
  console.log("  xact_commit: pg_stat_database of the contender's database (read-only transactions count too).");
  if (!statementsAvailable) console.log("  pg_stat_statements: not loaded on this server (start it with shared_preload_libraries=pg_stat_statements); the driver count stands in.");
}

async function main(): Promise<void> {
  console.log(`Tollgate side by side (issue 9, item 7) — node ${process.version}, ${new Date().toISOString()}`);
  console.log(`Workload: ${STEPS} steps, one tool call a step, 1 KB argument, 1 KB result; ${ROUNDS} rounds + ${WARM_ROUNDS} warm-up, contenders alternating, medians.\n`);
  const server = await acquireBenchServer();
  const meter = startDriverMeter();
  const serverMeter = await openServerMeter(server.adminUrl, meter);
  const closers: (() => Promise<void>)[] = [];
  try {
    console.log(`PostgreSQL: ${server.kind === "embedded" ? "the bench's own embedded server (.data/bench-pg, port 54323)" : "BENCH_DATABASE_URL"}; pg_stat_statements ${serverMeter.statementsAvailable ? "loaded" : "not loaded"}.\n`);
    if (process.env.BENCH_ONLY === "gate-resume") {
      const verdicts = await gateResumeSection(server);
      console.log("Targets (issue 16, item 8)");
      printVerdicts(verdicts);
      return;
    }

    console.log("In process (no database): µs per call, a 20-step run's time / 20");
    const inProcess = await benchInProcess();
    console.log(`  Tollgate advanceRun, in-memory store (tests/support)    ${inProcess.tollgate.toFixed(1).padStart(8)} µs per call`);
    console.log(`  AI SDK generateText, MockLanguageModelV4, isStepCount(20) ${inProcess.aiSdk.toFixed(1).padStart(6)} µs per step`);
    console.log("  (Tollgate's run also asks its scripted model a 21st time for the final answer; the AI SDK stops at step 20.)\n");

    console.log("Durable (PostgreSQL, each contender its own fresh database)");
    const tollgateDatabase = await server.createDatabase("tollgate");
    // The meter read as each model turn begins: what a step sends is what lies between two turns.
    let countsAtTurns: DriverCounts[] = [];
    const tollgate = await openTollgateDurable(tollgateDatabase.url, () => countsAtTurns.push(meter.counts()));
    closers.push(tollgate.quiesce);
    const shortRuns = await tollgate.createRuns(WARM_ROUNDS + ROUNDS, STEPS);
    const longRuns = await tollgate.createRuns(LONG_RUNS, LONG_RUN_STEPS);
    const langGraphs: DurableContender[] = [];
    for (const durability of ["async", "sync"] as Durability[]) {
      const database = await server.createDatabase(`langgraph_${durability}`);
      const langGraph = await openLangGraph(database.url);
      closers.push(langGraph.quiesce);
      langGraphs.push({
        name: `LangGraph + PostgresSaver (${durability}${durability === "async" ? ", default" : ""})`,
        database: database.name,
        run: () => langGraph.run(durability),
        quiesce: langGraph.quiesce,
      });
    }
    let nextShortRun = 0;
    const tollgateContender: DurableContender = {
      name: "Tollgate advanceRun + Prisma store",
      database: tollgateDatabase.name,
      run: async () => (await tollgate.run(shortRuns[nextShortRun++])).executed,
      quiesce: tollgate.quiesce,
    };
    const durable = await benchDurable([tollgateContender, ...langGraphs], meter, serverMeter);
    printDurable(durable, server.kind, serverMeter.statementsAvailable);
    console.log("  (Tollgate's tool is the unit tests' pure echo, so its statements are the loop's own; LangGraph's is a zod-validated ToolNode tool.)\n");

    console.log(`Step cost along a ${LONG_RUN_STEPS}-step Tollgate run (durable; median step of each window, median over ${LONG_RUNS} runs)`);
    const early: number[] = [];
    const late: number[] = [];
    const stepWriteCommits: number[] = [];
    const endingWriteCommits: number[] = [];
    for (const runId of longRuns) {
      countsAtTurns = [];
      const { executed, turnStarts } = await tollgate.run(runId);
      const ended = meter.counts();
      for (let step = 1; step < countsAtTurns.length; step += 1) stepWriteCommits.push(countsAtTurns[step].writeCommits - countsAtTurns[step - 1].writeCommits);
      endingWriteCommits.push(ended.writeCommits - countsAtTurns[countsAtTurns.length - 1].writeCommits);
      expectSteps("the long Tollgate run", executed, LONG_RUN_STEPS);
      early.push(windowCost(turnStarts, 1, 20));
      late.push(windowCost(turnStarts, LONG_RUN_STEPS - 19, LONG_RUN_STEPS));
    }
    const earlyCost = median(early);
    const lateCost = median(late);
    console.log(`  steps 1–20    ${earlyCost.toFixed(2).padStart(7)} ms per step`);
    console.log(`  steps 181–200 ${lateCost.toFixed(2).padStart(7)} ms per step`);
    const mostInAStep = Math.max(...stepWriteCommits);
    console.log(`  write commits in each step (from one model turn to the next, ${stepWriteCommits.length} steps): median ${median(stepWriteCommits)}, most ${mostInAStep}`);
    console.log(`  write commits after the last turn (the final answer and the run's end): median ${median(endingWriteCommits)}\n`);

    const gateResume = await gateResumeSection(server);

    const tollgateFigure = durable[0];
    const langGraphDefault = durable[1];
    const langGraphSync = durable[2];
    const milliseconds = (value: number) => `${value.toFixed(2)} ms`;
    const ratio = (value: number) => `${value.toFixed(2)}×`;
    const count = (value: number) => value.toFixed(2);
    const verdicts: Verdict[] = [
      atMost("durable step: write commits, the most in any one step", mostInAStep, 2, count, "≤ 2 per step"),
      atMost("durable step: write commits, a run's total / 20 (driver)", perStep(tollgateFigure.driver.writeCommits, tollgateFigure.stepsCounted), 2, count, "≤ 2 per step (the run's ending included)"),
      atMost("durable step: writing transactions / 20 (server xids)", perStep(tollgateFigure.transactionIds, tollgateFigure.stepsCounted), 2, count, "≤ 2 per step (the run's ending included)"),
      atMost("durable ms/step vs LangGraph (async, default)", tollgateFigure.millisecondsPerStep / langGraphDefault.millisecondsPerStep, 0.5, ratio, `≤ 0.5× (${milliseconds(tollgateFigure.millisecondsPerStep)} vs ${milliseconds(langGraphDefault.millisecondsPerStep)})`),
      atMost("durable ms/step vs LangGraph (sync)", tollgateFigure.millisecondsPerStep / langGraphSync.millisecondsPerStep, 0.5, ratio, `≤ 0.5× (${milliseconds(tollgateFigure.millisecondsPerStep)} vs ${milliseconds(langGraphSync.millisecondsPerStep)})`),
      atMost("steps 181–200 vs steps 1–20", lateCost / earlyCost, 1.1, ratio, `≤ 1.1× (${milliseconds(lateCost)} vs ${milliseconds(earlyCost)})`),
      ...gateResume,
      atMost("in-process call vs AI SDK step", inProcess.tollgate / inProcess.aiSdk, 0.5, ratio, `≤ 0.5× (${inProcess.tollgate.toFixed(1)} µs vs ${inProcess.aiSdk.toFixed(1)} µs)`),
    ];
    console.log("Targets (issue 9)");
    printVerdicts(verdicts);
  } finally {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    await serverMeter.close().catch(() => undefined);
    meter.stop();
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
