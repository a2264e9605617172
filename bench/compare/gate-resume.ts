// Gate decision → gated call running is measured by tests/bench/gate-resume.bench.ts (issue 9, item 6):
// it is run here on the comparison's server and its figures are read back. Issue 16, item 8 sets it beside
// LangGraph's resume (contenders/langgraph-resume.ts) at the same sizes of earlier results.

import { pathToFileURL } from "node:url";
import type { GateResumeFigure as BenchFigure } from "../../tests/bench/gate-resume.bench";

export type GateResumeFigure = { label: string; p50Milliseconds: number };
export type GateResume = { lines: string[]; figures: GateResumeFigure[]; measured: BenchFigure[]; missing: string | null };

const P50_LINE = /^(.*?)\s+p50\s+([\d.]+)\s*ms/;

export async function readGateResume(benchFile: string, adminUrl: string, exists: (file: string) => boolean): Promise<GateResume> {
  if (!exists(benchFile)) {
    return { lines: ["not measured here: tests/bench/gate-resume.bench.ts does not exist yet"], figures: [], measured: [], missing: "its bench does not exist yet" };
  }
  const module = (await import(pathToFileURL(benchFile).href)) as Record<string, unknown>;
  const entry = module.benchGateResume ?? Object.entries(module).find(([name, value]) => name.startsWith("bench") && typeof value === "function")?.[1];
  if (typeof entry !== "function") {
    return { lines: ["not measured here: tests/bench/gate-resume.bench.ts exports no bench function"], figures: [], measured: [], missing: "its bench exports no bench function" };
  }
  const lines: string[] = [];
  const log = console.log;
  const previousServer = process.env.TEST_DATABASE_URL;
  // Its server is the test server: pointed at the comparison's, so every figure comes from one PostgreSQL.
  process.env.TEST_DATABASE_URL = adminUrl;
  console.log = (...parts: unknown[]) => {
    lines.push(parts.map(String).join(" "));
  };
  let measured: BenchFigure[] = [];
  try {
    const returned = await (entry as () => Promise<unknown>)();
    if (Array.isArray(returned)) measured = returned as BenchFigure[];
  } finally {
    console.log = log;
    if (previousServer === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = previousServer;
  }
  // The handler-start lines are the figure judged (issue 16, item 8); the settled lines are shown only.
  const figures = lines.flatMap((line) => {
    const match = P50_LINE.exec(line.trim());
    return match && match[1].includes("handler start") ? [{ label: match[1].trim(), p50Milliseconds: Number(match[2]) }] : [];
  });
  return { lines, figures, measured, missing: figures.length === 0 ? "its output names no handler-start p50" : null };
}
