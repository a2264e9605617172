// `npm test`: every layer in order, stopping at the first failure. The quick static checks (typecheck,
// boundaries) run beside the unit layer, which streams its output while theirs is held and printed as each
// ends: they need a core each and no timing of theirs can be disturbed. The integration and e2e layers run
// alone, one after the other (side by side, their timing probes got flaky). Ends with one line per layer
// (counts and its own time) and the plain closing line CI reads: `N passed, N failed`.
// `npm test -- --skip e2e` or `--only typecheck,unit` runs fewer layers while working.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromiumVersion, ensureChromium } from "./ensure-browser";

type Counts = { passed: number; failed: number; skipped: number };
type Report = { file: string; read: (text: string) => Counts };
/** `beside`: the later layer this one runs at the same time as, when both are selected (else it runs alone). */
type Layer = { name: string; command: string; commandArguments: string[]; report?: Report; beside?: string };
type Outcome = { name: string; status: "passed" | "failed" | "not run"; seconds: number; counts: Counts | null };

type VitestReport = { numPassedTests?: number; numFailedTests?: number; numPendingTests?: number; numTodoTests?: number };
type PlaywrightReport = { stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number } };

const root = path.resolve(__dirname, "..");
const bin = (tool: string) => path.join(root, "node_modules/.bin", tool);
const resultsDirectory = path.join(root, "test-results");
const BOUNDARY_ROOTS = ["lib", "app", "components", "scripts"];

function readVitest(text: string): Counts {
  const report = JSON.parse(text) as VitestReport;
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function readPlaywright(text: string): Counts {
  const stats = (JSON.parse(text) as PlaywrightReport).stats ?? {};
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0, skipped: stats.skipped ?? 0 };
}

function vitestLayer(project: "unit" | "integration"): Layer {
  const file = path.join(resultsDirectory, `${project}.json`);
  return {
    name: project,
    command: bin("vitest"),
    commandArguments: ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`],
    report: { file, read: readVitest },
  };
}

const layers: Layer[] = [
  { name: "typecheck", command: bin("tsc"), commandArguments: ["--noEmit", "-p", "tsconfig.json"], beside: "unit" },
  {
    name: "boundaries",
    beside: "unit",
    command: bin("depcruise"),
    commandArguments: ["--config", ".dependency-cruiser.cjs", ...BOUNDARY_ROOTS.filter((folder) => existsSync(path.join(root, folder)))],
  },
  vitestLayer("unit"),
  vitestLayer("integration"),
  {
    name: "e2e",
    // node itself rather than the tsx wrapper, so a SIGTERM reaches the script and its server stops cleanly.
    command: process.execPath,
    commandArguments: ["--import", "tsx", "scripts/e2e.ts"],
    report: { file: path.join(resultsDirectory, "e2e.json"), read: readPlaywright },
  },
];

const running = new Set<ChildProcess>();
let interrupted = false;
// Ctrl-C reaches the running layers from the terminal itself; SIGTERM (CI's time limit) is passed on.
process.on("SIGINT", () => {
  interrupted = true;
});
process.on("SIGTERM", () => {
  interrupted = true;
  for (const child of running) child.kill("SIGTERM");
});

// What the layers run with: this process's environment and what main() found, never written to process.env.
const layerEnvironment: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

/** Streams the layer's output, or holds it (`held`) to print in one piece when the layer ends. */
function run(layer: Layer, held: Buffer[] | null): Promise<number> {
  return new Promise((resolve) => {
    const output = held === null ? "inherit" : "pipe";
    const child = spawn(layer.command, layer.commandArguments, { cwd: root, stdio: ["ignore", output, output], env: layerEnvironment });
    running.add(child);
    child.stdout?.on("data", (chunk: Buffer) => held?.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => held?.push(chunk));
    child.on("error", (error) => {
      running.delete(child);
      const message = `Could not start ${layer.command}: ${error.message}`;
      if (held === null) console.error(message);
      else held.push(Buffer.from(`${message}\n`));
      resolve(1);
    });
    // Held output is complete only once the pipes close; a streaming layer is done when its process exits
    // (a process it left behind may still hold the terminal).
    child.on(held === null ? "exit" : "close", (code: number | null) => {
      running.delete(child);
      resolve(code ?? 1);
    });
  });
}

function readCounts(report: Report): Counts | null {
  if (!existsSync(report.file)) return null;
  try {
    return report.read(readFileSync(report.file, "utf8"));
  } catch {
    return null;
  }
}

function header(layer: Layer, position: string): string {
  const program = layer.command === process.execPath ? "node" : path.relative(root, layer.command);
  const commandLine = [program, ...layer.commandArguments].join(" ");
  return `\n==== ${layer.name} (${position}) ====\n$ ${commandLine}\n`;
}

/** `held`: the layer runs beside a streaming one; its header and output are printed together when it ends. */
async function runLayer(layer: Layer, position: string, held: boolean): Promise<Outcome> {
  if (!held) console.log(header(layer, position));
  if (layer.report) rmSync(layer.report.file, { force: true });
  const output: Buffer[] | null = held ? [] : null;
  const started = performance.now();
  const exitCode = await run(layer, output);
  const seconds = (performance.now() - started) / 1000;
  if (output !== null) {
    console.log(`${header(layer, position)}(ran beside the next layer; its output:)`);
    process.stdout.write(Buffer.concat(output));
  }
  const counts = layer.report ? readCounts(layer.report) : null;
  // A runner that exits 0 without its report may have run nothing: that is not a pass.
  const passed = exitCode === 0 && (!layer.report || counts !== null);
  if (exitCode === 0 && !passed) console.error(`${layer.name}: exited 0 but wrote no report at ${layer.report?.file}.`);
  return { name: layer.name, status: passed ? "passed" : "failed", seconds, counts };
}

/** The selected layers in runs: a `beside` layer joins its partner's run (the partner, last, streams). */
function groupsOf(selected: Layer[]): Layer[][] {
  const partnerOf = (layer: Layer) => selected.find((other) => other.name === layer.beside);
  const groups: Layer[][] = [];
  for (const layer of selected) {
    if (partnerOf(layer)) continue;
    groups.push([...selected.filter((other) => partnerOf(other) === layer), layer]);
  }
  return groups;
}

/** One group at once; the last layer of it streams, the others hold their output. */
async function runGroup(group: Layer[], positionOf: (layer: Layer) => string): Promise<Outcome[]> {
  const streaming = group.at(-1)!;
  return Promise.all(group.map((layer) => runLayer(layer, positionOf(layer), layer !== streaming)));
}

function chosenLayers(): Layer[] {
  const { values } = parseArgs({ options: { only: { type: "string" }, skip: { type: "string" } } });
  const names = (list?: string) => (list ? list.split(",").map((name) => name.trim()) : []);
  const only = names(values.only);
  const skip = names(values.skip);
  const unknown = [...only, ...skip].filter((name) => !layers.some((layer) => layer.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown layer: ${unknown.join(", ")}. Layers: ${layers.map((layer) => layer.name).join(", ")}.`);
    process.exit(2);
  }
  return layers.filter((layer) => (only.length === 0 || only.includes(layer.name)) && !skip.includes(layer.name));
}

function summaryLine(outcome: Outcome): string {
  const time = outcome.status === "not run" ? "" : `${outcome.seconds.toFixed(1).padStart(7)} s`;
  const counts = outcome.counts
    ? `   tests: ${outcome.counts.passed} passed / ${outcome.counts.failed} failed / ${outcome.counts.skipped} skipped`
    : "";
  return `${outcome.name.padEnd(12)} ${outcome.status.padEnd(8)}${time}${counts}`;
}

async function main(): Promise<void> {
  mkdirSync(resultsDirectory, { recursive: true });
  const selected = chosenLayers();
  // Issue 11: the browser tools' integration tests drive a real Chromium as the journeys do, so it is found
  // (or installed: Debian's package as root, else Playwright's download) before either layer starts.
  if (selected.some((layer) => layer.name === "integration" || layer.name === "e2e")) {
    const chromium = ensureChromium();
    layerEnvironment.CHROMIUM_PATH = chromium;
    console.log(`Chromium: ${chromium} (${chromiumVersion(chromium)})`);
  }
  const outcomes: Outcome[] = [];
  const positionOf = (layer: Layer) => `${selected.indexOf(layer) + 1}/${selected.length}`;
  for (const group of groupsOf(selected)) {
    const stopped = interrupted || outcomes.some((outcome) => outcome.status === "failed");
    if (stopped) outcomes.push(...group.map((layer): Outcome => ({ name: layer.name, status: "not run", seconds: 0, counts: null })));
    else outcomes.push(...(await runGroup(group, positionOf)));
  }

  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  for (const outcome of outcomes) {
    total.passed += outcome.counts?.passed ?? 0;
    total.skipped += outcome.counts?.skipped ?? 0;
    // A failed check, or a runner that failed outside any test, still counts as one failure.
    total.failed += outcome.status === "failed" ? Math.max(1, outcome.counts?.failed ?? 0) : (outcome.counts?.failed ?? 0);
  }

  console.log("\n==== Summary ====");
  for (const outcome of outcomes) console.log(summaryLine(outcome));
  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : "";
  console.log(`${total.passed} passed, ${total.failed} failed${skipped}`);
  process.exit(outcomes.every((outcome) => outcome.status === "passed") ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
