import { describe, expect, it } from "vitest";
import { createChildSupervisor, describeExit } from "@/lib/server/cli/start/child-supervisor";

const node = process.execPath;

describe("child supervisor", () => {
  it("reports a child that exits on its own", async () => {
    const supervisor = createChildSupervisor(process.cwd());
    supervisor.spawn("sleeper", node, ["-e", "setTimeout(() => {}, 60000)"], process.env);
    supervisor.spawn("crasher", node, ["-e", "process.exit(3)"], process.env);
    const exit = await supervisor.unexpectedExit;
    expect(exit).toEqual({ name: "crasher", code: 3, signal: null });
    expect(describeExit(exit)).toBe("exit code 3");
    await supervisor.stopAll();
  });

  it("stops every child with SIGTERM, and a stop is not reported as unexpected", async () => {
    const supervisor = createChildSupervisor(process.cwd());
    supervisor.spawn("one", node, ["-e", "setTimeout(() => {}, 60000)"], process.env);
    supervisor.spawn("two", node, ["-e", "setTimeout(() => {}, 60000)"], process.env);
    expect(supervisor.running().map((child) => child.name)).toEqual(["one", "two"]);
    let reported = false;
    void supervisor.unexpectedExit.then(() => {
      reported = true;
    });
    await supervisor.stopAll();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reported).toBe(false);
  });

  it("kills a child that ignores SIGTERM once the grace period is over", async () => {
    const supervisor = createChildSupervisor(process.cwd());
    supervisor.spawn("stubborn", node, ["-e", "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); console.log('ready')"], process.env);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    await supervisor.stopAll(200);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
