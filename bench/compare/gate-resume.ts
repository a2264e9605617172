// Gate decision → gated call running is measured by tests/bench/gate-resume.bench.ts (issue 9, item 6,
// another piece of work): when that bench exists, it is run here on the comparison's server and its p50
// lines are read back; when it does not, the figure is reported as not measured here.

import { pathToFileURL } from "node:url";

export type GateResumeFigure = { label: string; p50Milliseconds: number };
export type GateResume = { lines: string[]; figures: GateResumeFigure[]; missing: string | null };

const P50_LINE = /^(.*?)\s+p50\s+([\d.]+)\s*ms/;

export async function readGateResume(benchFile: string, adminUrl: string, exists: (file: string) => boolean): Promise<GateResume> {
  if (!exists(benchFile)) {
    return { lines: ["not measured here: tests/bench/gate-resume.bench.ts does not exist yet"], figures: [], missing: "its bench does not exist yet" };
  }
  const module = (await import(pathToFileURL(benchFile).href)) as Record<string, unknown>;
  const entry = module.benchGateResume ?? Object.entries(module).find(([name, value]) => name.startsWith("bench") && typeof value === "function")?.[1];
  if (typeof entry !== "function") {
    return { lines: ["not measured here: tests/bench/gate-resume.bench.ts exports no bench function"], figures: [], missing: "its bench exports no bench function" };
  }
  const lines: string[] = [];
  const log = console.log;
  const previousServer = process.env.TEST_DATABASE_URL;
  // Its server is the test server: pointed at the comparison's, so every figure comes from one PostgreSQL.
  process.env.TEST_DATABASE_URL = adminUrl;
  console.log = (...parts: unknown[]) => {
    lines.push(parts.map(String).join(" "));
  };
  try {
    await (entry as () => Promise<void>)();
  } finally {
    console.log = log;
    if (previousServer === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = previousServer;
  }
  const figures = lines.flatMap((line) => {
    const match = P50_LINE.exec(line.trim());
    return match ? [{ label: match[1].trim(), p50Milliseconds: Number(match[2]) }] : [];
  });
  return { lines, figures, missing: figures.length === 0 ? "its output names no p50" : null };
}
