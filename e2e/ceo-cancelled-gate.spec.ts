import { expect, test } from "@playwright/test";
import { playgroundExamples, scriptCalls, signInThroughForm } from "./support/console-session";
import { saveScreenshot } from "./support/screenshot";

// Issue 12, items 2 and 12: a run waiting at a gate is cancelled — after a confirmation — and its gate
// reads "cancelled" in the CEO's decided list and in the run view, never "denied", with nobody as decider.
test("a cancel asks first, and the gate it closes reads cancelled, not denied", async ({ page }) => {
  await signInThroughForm(page);
  const example = (await playgroundExamples(page)).find((candidate) => scriptCalls(candidate.script, "os__ask_ceo"));
  if (!example?.agentId) throw new Error("The ask-the-CEO example and its Demo agent are seeded.");
  const started = await page.request.post("/v1/runs", {
    data: { agentId: example.agentId, ...(example.taskId ? { taskId: example.taskId } : {}), kind: "direct", input: example.input, model: { provider: "scripted", script: example.script } },
  });
  expect(started.status()).toBe(202);
  const { id: runId } = (await started.json()) as { id: string };

  await page.goto(`/runs/${runId}`);
  await expect(page.getByTestId("run-status")).toHaveText("waiting", { timeout: 30_000 });
  const gateLink = page.locator('[data-testid="call-row"][data-outcome="waiting"]').getByTestId("call-gate-link");
  const gateId = (await gateLink.getAttribute("href"))?.split("#gate-")[1];
  expect(gateId).toBeTruthy();

  // Asked first; "Keep it running" keeps it.
  await page.getByTestId("cancel-run").click();
  await expect(page.getByTestId("cancel-run-confirmation")).toContainText("open gates close as cancelled");
  await saveScreenshot(page, "ceo-cancel-1-confirm");
  await page.getByTestId("cancel-run-keep").click();
  await expect(page.getByTestId("cancel-run-confirmation")).toHaveCount(0);
  await expect(page.getByTestId("run-status")).toHaveText("waiting");
  await page.getByTestId("cancel-run").click();
  await page.getByTestId("cancel-run-confirm").click();
  await expect(page.getByTestId("run-status")).toHaveText("cancelled", { timeout: 30_000 });
  const call = page.getByTestId("call-row").first();
  await expect(call).not.toHaveAttribute("data-outcome", "denied");
  await expect(call).not.toContainText(/denied/i);
  const gateEvent = call.getByTestId("call-gate-event");
  if ((await gateEvent.count()) > 0) await expect(gateEvent).toHaveAttribute("data-status", "cancelled");
  await saveScreenshot(page, "ceo-cancel-2-run-cancelled");

  await page.goto("/gates");
  await page.getByTestId("gates-tab-decided").click();
  const row = page.locator(`[data-testid="decided-gate-row"][data-gate-id="${gateId}"]`);
  await expect(row.getByTestId("gate-decision")).toHaveText("cancelled");
  await expect(row).not.toContainText(/denied|admin@/i);
  await saveScreenshot(page, "ceo-cancel-3-decided-list");
});
