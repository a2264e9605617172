import { expect, test } from "@playwright/test";
import { playgroundExamples, scriptCalls, signInThroughForm } from "./support/console-session";
import { saveScreenshot } from "./support/screenshot";

// Journey of the CEO: a run whose script calls os__ask_ceo waits at a gate (seed "built-in tools": always
// gated); the CEO finds it in the portal, approves it, and the run ends on that decision.
test("the CEO approves a gated call and the run succeeds", async ({ page }) => {
  await signInThroughForm(page);

  const example = (await playgroundExamples(page)).find((candidate) => scriptCalls(candidate.script, "os__ask_ceo"));
  expect(example, "the API offers an example that asks the CEO").toBeDefined();
  if (!example?.agentId) throw new Error("The ask-the-CEO example has no agent: the Demo agent is missing.");
  const question = JSON.stringify(example.script).match(/"question":"([^"]+)"/)?.[1] ?? "";

  const started = await page.request.post("/v1/runs", {
    data: {
      agentId: example.agentId,
      ...(example.taskId ? { taskId: example.taskId } : {}),
      kind: "direct",
      input: example.input,
      model: { provider: "scripted", script: example.script },
    },
  });
  expect(started.status()).toBe(202);
  const { id: runId } = (await started.json()) as { id: string };

  await page.goto(`/runs/${runId}`);
  await expect(page.getByTestId("run-status")).toHaveText("waiting", { timeout: 30_000 });
  const waitingCall = page.locator('[data-testid="call-row"][data-outcome="waiting"]');
  await expect(waitingCall.getByTestId("call-name")).toHaveText("os__ask_ceo");
  await expect(page.getByTestId("open-gates-count")).toBeVisible();
  const gateLink = waitingCall.getByTestId("call-gate-link");
  const gateId = (await gateLink.getAttribute("href"))?.split("#gate-")[1];
  expect(gateId, "the waiting call links to its gate").toBeTruthy();

  await gateLink.click();
  await expect(page).toHaveURL(/\/gates/);
  const gate = page.locator(`[data-testid="gate-card"][data-gate-id="${gateId}"]`);
  await expect(gate.getByTestId("gate-tool")).toHaveText("os.ask_ceo");
  await expect(gate.getByTestId("gate-arguments")).toContainText(question);
  await expect(gate.getByTestId("gate-run-input")).toHaveText(example.input);
  // Issue 23, item 2: the CEO does not decide blind — what the tool does, who started the run, the steps before.
  await expect(gate.getByTestId("gate-tool-description")).toContainText("Ask the CEO a question");
  await expect(gate.getByTestId("gate-tool-retry")).toBeVisible();
  await expect(gate.getByTestId("gate-started-by")).toContainText("@");
  await expect(gate.getByTestId("gate-task")).toBeVisible();
  await saveScreenshot(page, "ceo-1-open-gate");

  await gate.getByTestId("gate-note").fill("Approved from the e2e journey.");
  await gate.getByTestId("gate-approve").click();
  await expect(page.getByTestId("gate-decision-notice").first()).toContainText("Approved");
  await expect(gate).toHaveCount(0);

  await page.getByTestId("gates-tab-decided").click();
  const decided = page.locator(`[data-testid="decided-gate-row"][data-gate-id="${gateId}"]`);
  await expect(decided.getByTestId("gate-decision")).toHaveText("approved");
  await saveScreenshot(page, "ceo-2-decided-gate");

  await page.goto(`/runs/${runId}`);
  await expect(page.getByTestId("run-status")).toHaveText("succeeded", { timeout: 30_000 });
  await saveScreenshot(page, "ceo-3-run-succeeded");
});
