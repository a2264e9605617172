// Issue 16, item 4: can a sandbox be made here? Asked once per settings by starting the real thing — bwrap
// with the same namespaces, mounts, user and limits — around `true`. No bubblewrap, user namespaces turned
// off, a folder the sandbox's user cannot reach: the answer says which, and nothing runs bare instead.

import { spawn } from "node:child_process";
import { findProgram } from "./sandbox-host";
import { sandboxArgv, type SandboxHost, type SandboxLimits } from "./sandbox-argv";

const PROBE_TIMEOUT_MS = 15_000;

export type ProbeAnswer = { ok: true } | { ok: false; reason: string };

export function probeSandbox(host: SandboxHost, folder: string, limits: SandboxLimits): Promise<ProbeAnswer> {
  const truth = findProgram("true", "/usr/bin:/bin") ?? "/usr/bin/true";
  const argv = sandboxArgv({ command: truth, args: [], env: {}, folder, limits, network: true }, host);
  return new Promise((resolve) => {
    let said = "";
    const child = spawn(argv.command, argv.args, { env: argv.env as NodeJS.ProcessEnv, stdio: ["ignore", "ignore", "pipe"] });
    const timer = setTimeout(() => child.kill("SIGKILL"), PROBE_TIMEOUT_MS);
    child.stderr.on("data", (chunk: Buffer) => {
      if (said.length < 2000) said += chunk.toString();
    });
    child.once("error", (error) => {
      clearTimeout(timer);
      resolve({ ok: false, reason: `bubblewrap could not be started: ${error.message}` });
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve({ ok: true });
      else resolve({ ok: false, reason: `bubblewrap could not make a sandbox (${signal ?? `exit ${code}`}): ${said.trim().split("\n")[0] ?? ""}`.trim() });
    });
  });
}
