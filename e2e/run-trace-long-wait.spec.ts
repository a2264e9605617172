import { expect, test } from "@playwright/test";
import { playgroundExamples, scriptCalls, signInThroughForm } from "./support/console-session";
import { saveScreenshot } from "./support/screenshot";

// Issue 23, item 4: a run that waited at a gate far longer than it worked. The trace cuts the wait from its
// axis (marked, with how long it was) so the model requests and handlers stay readable, offers real time
// instead, and zooms into a stretch dragged across the axis.
test("a long gate wait is cut from the trace's axis, and the trace zooms", async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughForm(page);
  const example = (await playgroundExamples(page)).find((candidate) => scriptCalls(candidate.script, "os__ask_ceo"));
  if (!example?.agentId) throw new Error("No ask-the-CEO example with an agent.");
  const started = await page.request.post("/v1/runs", {
    data: { agentId: example.agentId, ...(example.taskId ? { taskId: example.taskId } : {}), kind: "direct", input: "Wait for the CEO.", model: { provider: "scripted", script: example.script } },
  });
  expect(started.status()).toBe(202);
  const { id: runId } = (await started.json()) as { id: string };
  await expect.poll(async () => ((await (await page.request.get(`/v1/runs/${runId}`)).json()) as { status: string }).status, { timeout: 30_000 }).toBe("waiting");
  const gates = (await (await page.request.get("/v1/gates?status=open")).json()) as { gates: { id: string; runId: string }[] };
  const gate = gates.gates.find((candidate) => candidate.runId === runId);
  if (!gate) throw new Error("The run has no open gate.");
  // The wait: long enough to be cut (5 s and a fifth of the run at least).
  await page.waitForTimeout(7_000);
  expect((await page.request.post(`/v1/gates/${gate.id}/decision`, { data: { decision: "approve" } })).status()).toBe(200);

  await page.goto(`/runs/${runId}`);
  await expect(page.getByTestId("run-status")).toHaveText("succeeded", { timeout: 30_000 });
  const axis = page.getByTestId("trace-axis");
  await expect(axis).toHaveAttribute("data-scale", "cut");
  await expect(page.getByTestId("trace-break")).toHaveCount(1);
  await expect(page.getByTestId("trace-break")).toHaveAttribute("title", /of waiting, cut from the axis/);
  await saveScreenshot(page, "trace-1-wait-cut");

  await page.getByTestId("trace-scale-real").click();
  await expect(axis).toHaveAttribute("data-scale", "real");
  await saveScreenshot(page, "trace-2-real-time");

  const box = await axis.boundingBox();
  if (!box) throw new Error("The axis is not drawn.");
  await page.mouse.move(box.x + box.width * 0.02, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId("trace-zoom-reset")).toBeVisible();
  await saveScreenshot(page, "trace-3-zoomed");
  await page.getByTestId("trace-zoom-reset").click();
  await expect(page.getByTestId("trace-zoom-reset")).toHaveCount(0);
});
