// Issue 21, item 1: one sandboxed command to its end. The sandbox (lib/sandbox) gives the argv; this starts
// it, keeps a capped part of stdout and stderr, and at the time limit kills bubblewrap — its PID namespace
// goes with it, so every process the command started dies too (sandbox-argv.ts: --unshare-all,
// --die-with-parent). A background process the command leaves behind dies when the command ends.

import { spawn } from "node:child_process";
import type { SandboxArgv } from "@/lib/sandbox/sandbox-argv";
import { CappedOutput } from "./command-output";

export type CommandEnd = {
  /** The shell's exit code; 128 + the signal's number when a signal ended it; null when it was killed at the limit. */
  exitCode: number | null;
  timedOut: boolean;
  stdout: CappedOutput;
  stderr: CappedOutput;
  /** Set when the program could not be started at all. */
  startError?: string;
};

const SIGNAL_NUMBERS: Record<string, number> = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGABRT: 6, SIGKILL: 9, SIGSEGV: 11, SIGPIPE: 13, SIGALRM: 14, SIGTERM: 15 };

/** `signal`: the runtime gave up on the call (its handler timeout); the command is killed as at its own limit. */
export function runCommandProcess(argv: SandboxArgv, timeLimitMs: number, outputMaxBytes: number, signal?: AbortSignal): Promise<CommandEnd> {
  const stdout = new CappedOutput(outputMaxBytes);
  const stderr = new CappedOutput(outputMaxBytes);
  return new Promise((resolve) => {
    let timedOut = false;
    const child = spawn(argv.command, argv.args, { env: argv.env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"], detached: true });
    const kill = () => {
      try {
        // Its own process group (detached): setpriv and bubblewrap; the namespace takes the rest.
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, timeLimitMs);
    const abandon = () => {
      timedOut = true;
      kill();
    };
    signal?.addEventListener("abort", abandon, { once: true });
    child.stdout.on("data", (chunk: Buffer) => stdout.add(chunk));
    child.stderr.on("data", (chunk: Buffer) => stderr.add(chunk));
    child.once("error", (error) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", abandon);
      resolve({ exitCode: null, timedOut: false, stdout, stderr, startError: error.message });
    });
    child.once("close", (code, endedBy) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", abandon);
      const exitCode = timedOut ? null : code ?? (endedBy === null ? null : 128 + (SIGNAL_NUMBERS[endedBy] ?? 0));
      resolve({ exitCode, timedOut, stdout, stderr });
    });
  });
}
