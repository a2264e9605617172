// Runs the browser helper once (bin/guilds-browser.ts, the seed's guilds-browser role) as its own process:
// the request on stdin, one JSON answer on stdout. Bounded: killed when the call's budget is spent or its
// signal aborts (a timed-out call leaves no helper behind), and its output read up to a byte bound.

import { spawn } from "node:child_process";
import { access } from "node:fs/promises";
import path from "node:path";
import type { HelperAnswer, HelperRequest } from "./helper-protocol";

export type HelperRun =
  | { kind: "answered"; answer: HelperAnswer }
  | { kind: "timed_out" }
  | { kind: "aborted" }
  | { kind: "failed"; reason: string };

export type HelperRunOptions = {
  signal?: AbortSignal;
  /** Killed this long after the request's own budget, should it overrun it. */
  graceMs?: number;
  outputMaxBytes: number;
  /** The project's root, where bin/guilds-browser.ts and tsx are. */
  projectRoot?: string;
};

const STDERR_TAIL_BYTES = 2000;

export function helperPath(projectRoot: string): string {
  return path.join(projectRoot, "bin", "guilds-browser.ts");
}

function parseAnswer(stdout: string): HelperAnswer | null {
  const line = stdout.trim().split("\n").pop() ?? "";
  try {
    const answer = JSON.parse(line) as HelperAnswer;
    return typeof answer === "object" && answer !== null && typeof answer.ok === "boolean" ? answer : null;
  } catch {
    return null;
  }
}

export async function runBrowserHelper(request: HelperRequest, options: HelperRunOptions): Promise<HelperRun> {
  const root = options.projectRoot ?? process.cwd();
  const script = helperPath(root);
  if (!(await access(script).then(() => true, () => false))) return { kind: "failed", reason: `the browser helper ${script} is missing` };
  if (options.signal?.aborted) return { kind: "aborted" };
  return new Promise<HelperRun>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, request.input.verb], { cwd: root, stdio: ["pipe", "pipe", "pipe"], env: process.env });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = "";
    let ending: HelperRun | null = null;
    const kill = (reason: HelperRun) => {
      ending ??= reason;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(() => kill({ kind: "timed_out" }), request.budgetMs + (options.graceMs ?? 2000));
    const onAbort = () => kill({ kind: "aborted" });
    options.signal?.addEventListener("abort", onAbort, { once: true });
    child.stdout.on("data", (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > options.outputMaxBytes) return kill({ kind: "failed", reason: `the browser helper answered more than ${options.outputMaxBytes} bytes` });
      stdout.push(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-STDERR_TAIL_BYTES);
    });
    child.once("error", (error) => kill({ kind: "failed", reason: `the browser helper could not be started: ${error.message}` }));
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      if (ending !== null) return resolve(ending);
      const answer = parseAnswer(Buffer.concat(stdout).toString("utf8"));
      if (answer !== null) return resolve({ kind: "answered", answer });
      const tail = stderr.trim().split("\n").slice(-3).join(" / ");
      resolve({ kind: "failed", reason: `the browser helper ended (${signal ?? `exit ${code}`}) without an answer${tail === "" ? "" : `: ${tail}`}` });
    });
    child.stdin.on("error", () => undefined);
    child.stdin.end(JSON.stringify(request));
  });
}
