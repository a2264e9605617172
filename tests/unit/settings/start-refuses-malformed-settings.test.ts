import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 9, item 4: a malformed setting stops each process at its start, with the variable's name, before
// it touches a database or loads Next: `npm start`, a worker, and the web server it spawns.

const root = path.resolve(__dirname, "../../..");

function start(script: string, environment: Record<string, string>) {
  const child = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", script], {
    cwd: root,
    encoding: "utf8",
    timeout: 30_000,
    // DATABASE_URL points nowhere: reaching the database would fail differently (and slowly).
    env: { ...process.env, DATABASE_URL: "postgresql://nobody@127.0.0.1:1/none", TOLLGATE_DATA_DIR: "/nonexistent/tollgate-data", ...environment },
  });
  return { status: child.status, output: `${child.stdout}${child.stderr}` };
}

describe("a malformed setting stops the process at start, naming it", () => {
  it.each([
    ["scripts/worker.ts", "TOLLGATE_WORKER_CONCURRENCY", "0", 'TOLLGATE_WORKER_CONCURRENCY must be a positive whole number, not "0".'],
    ["scripts/worker.ts", "TOLLGATE_HEARTBEAT_SECONDS", "3", 'TOLLGATE_HEARTBEAT_SECONDS must be a whole number of seconds of at least 10, not "3".'],
    ["scripts/start.ts", "TOOL_RESULT_PREVIEW_CHARS", "lots", 'TOOL_RESULT_PREVIEW_CHARS must be a whole number of at least 0, not "lots".'],
    ["scripts/serve.ts", "TOLLGATE_SUPERVISE_SECONDS", "-1", 'TOLLGATE_SUPERVISE_SECONDS must be a positive whole number of seconds, not "-1".'],
  ])("%s with %s=%s", (script, name, value, message) => {
    const { status, output } = start(script, { [name]: value });
    expect(output).toContain(message);
    expect(status).toBe(1);
  }, 40_000);
});
