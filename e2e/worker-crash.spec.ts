import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { playgroundExamples, signInThroughForm } from "./support/console-session";
import { e2eDataDirectory } from "./support/e2e-environment";

// Issue 8, item 16: `kill -9` of the worker stopped the console and PostgreSQL. The launcher now restarts a
// dead worker (with a doubling wait, logged) and keeps serving; a run started after the crash still runs.

type RecordedChild = { name: string; pid: number };
const childrenFile = path.join(e2eDataDirectory, "children.json");
const workerPid = () => (JSON.parse(readFileSync(childrenFile, "utf8")) as RecordedChild[]).find((child) => child.name === "worker 1")?.pid;

test("a worker killed with SIGKILL is restarted, and the console and runs go on", async ({ page }) => {
  await signInThroughForm(page);
  const killed = workerPid();
  expect(killed, "the launcher records its worker").toBeDefined();
  process.kill(killed!, "SIGKILL");

  // The console keeps answering while the worker is down.
  expect((await page.request.get("/v1/me")).status()).toBe(200);
  await expect.poll(workerPid, { timeout: 20_000 }).not.toBe(killed);

  const agentId = (await playgroundExamples(page)).find((example) => example.agentId !== null)?.agentId;
  const created = await page.request.post("/v1/runs", {
    data: { agentId, kind: "direct", input: "after the crash", model: { provider: "scripted", script: [{ text: "still running" }] } },
  });
  expect(created.status()).toBe(202);
  const { id } = (await created.json()) as { id: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/v1/runs/${id}`)).json()) as { status: string }).status, { timeout: 30_000 })
    .toBe("succeeded");
  await page.goto(`/runs/${id}`);
  await expect(page.getByTestId("run-status")).toHaveText("succeeded");
});
