import { describe, expect, it } from "vitest";
import { createChildSupervisor, describeExit } from "@/lib/server/cli/start/child-supervisor";
import type { RestartPolicy } from "@/lib/server/cli/start/restart-policy";

const node = process.execPath;
const sleeper = ["-e", "setTimeout(() => {}, 60000)"];
const fast: RestartPolicy = { delaysMilliseconds: [50, 100], steadyMilliseconds: 60_000, giveUpAfter: 3 };

function until(condition: () => boolean, timeoutMilliseconds = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMilliseconds;
  return new Promise((resolve, reject) => {
    const check = () => {
      if (condition()) resolve();
      else if (Date.now() > deadline) reject(new Error("condition not met in time"));
      else setTimeout(check, 20);
    };
    check();
  });
}

describe("child supervisor", () => {
  // Issue 8, item 16: one worker killed with `kill -9` was a full outage (the launcher stopped everything).
  it("restarts a child killed with SIGKILL, logs it, and keeps the others running", async () => {
    const lines: string[] = [];
    const supervisor = createChildSupervisor(process.cwd(), { log: (line) => lines.push(line), policy: fast });
    supervisor.spawn("console", node, sleeper, process.env);
    supervisor.spawn("worker 1", node, sleeper, process.env);
    const before = supervisor.running();
    const worker = before.find((child) => child.name === "worker 1")!;
    process.kill(worker.pid, "SIGKILL");
    await until(() => supervisor.running().some((child) => child.name === "worker 1" && child.pid !== worker.pid));
    expect(lines).toContain("worker 1 stopped unexpectedly (killed by SIGKILL); restarting it in 0.05 s.");
    expect(supervisor.running().find((child) => child.name === "console")!.pid).toBe(before.find((child) => child.name === "console")!.pid);
    await supervisor.stopAll();
    expect(supervisor.running()).toEqual([]);
  });

  it("waits longer each time a child dies again, then gives up on one that cannot stay up", async () => {
    const lines: string[] = [];
    const supervisor = createChildSupervisor(process.cwd(), { log: (line) => lines.push(line), policy: fast });
    supervisor.spawn("crasher", node, ["-e", "process.exit(3)"], process.env);
    const exit = await supervisor.gaveUp;
    expect(exit).toEqual({ name: "crasher", code: 3, signal: null });
    expect(describeExit(exit)).toBe("exit code 3");
    expect(lines).toEqual([
      "crasher stopped unexpectedly (exit code 3); restarting it in 0.05 s.",
      "crasher stopped unexpectedly (exit code 3); restarting it in 0.1 s.",
      "crasher stopped unexpectedly (exit code 3) 3 times in a row right after starting; giving up.",
    ]);
    await supervisor.stopAll();
  });

  it("reports every change of the running children (a restart gives a new pid)", async () => {
    const records: string[][] = [];
    const supervisor = createChildSupervisor(process.cwd(), { log: () => undefined, policy: fast, onChange: (running) => records.push(running.map((child) => child.name)) });
    supervisor.spawn("one", node, sleeper, process.env);
    supervisor.spawn("two", node, sleeper, process.env);
    expect(records.at(-1)).toEqual(["one", "two"]);
    process.kill(supervisor.running()[0].pid, "SIGKILL");
    await until(() => records.some((names) => names.join() === "two"));
    await until(() => records.at(-1)?.join() === "one,two" && records.length > 3);
    await supervisor.stopAll();
  });

  it("stops every child with SIGTERM, and a stop is neither restarted nor reported", async () => {
    const lines: string[] = [];
    const supervisor = createChildSupervisor(process.cwd(), { log: (line) => lines.push(line), policy: fast });
    supervisor.spawn("one", node, sleeper, process.env);
    supervisor.spawn("two", node, sleeper, process.env);
    expect(supervisor.running().map((child) => child.name)).toEqual(["one", "two"]);
    let reported = false;
    void supervisor.gaveUp.then(() => {
      reported = true;
    });
    await supervisor.stopAll();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reported).toBe(false);
    expect(lines).toEqual([]);
    expect(supervisor.running()).toEqual([]);
  });

  it("kills a child that ignores SIGTERM once the grace period is over", async () => {
    const lines: string[] = [];
    const supervisor = createChildSupervisor(process.cwd(), { log: (line) => lines.push(line) });
    supervisor.spawn("stubborn", node, ["-e", "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); console.log('ready')"], process.env);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await supervisor.stopAll(200);
    expect(lines).toEqual(["stubborn did not stop within 0.2 s; killing it."]);
  });
});
