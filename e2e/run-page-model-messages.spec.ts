import { expect, test } from "@playwright/test";
import { playgroundExamples, signInThroughForm } from "./support/console-session";
import { saveScreenshot } from "./support/screenshot";

// Issue 23, item 3: a run's own page shows what the model was sent at each turn — the messages, the tool
// definitions that request carried, the turn's latency and tokens — not only the playground.
test("an editor reads what the model was sent, turn by turn, on the run page", async ({ page }) => {
  await signInThroughForm(page);
  const example = (await playgroundExamples(page)).find((candidate) => candidate.agentId);
  if (!example?.agentId) throw new Error("No example with an agent: the Demo agent is missing.");
  const started = await page.request.post("/v1/runs", {
    data: {
      agentId: example.agentId,
      kind: "direct",
      input: "List your tools, then answer.",
      model: { provider: "scripted", script: [{ calls: [{ name: "list_tools", arguments: {} }] }, { text: "I listed them." }] },
    },
  });
  expect(started.status()).toBe(202);
  const { id: runId } = (await started.json()) as { id: string };

  await page.goto(`/runs/${runId}`);
  await expect(page.getByTestId("run-status")).toHaveText("succeeded", { timeout: 30_000 });
  const sent = page.getByTestId("model-messages");
  await sent.getByTestId("model-messages-toggle").click();
  await expect(sent.getByTestId("model-messages-turn")).toHaveCount(2);
  await expect(sent.getByTestId("turn-timing").first()).not.toHaveText("");
  await sent.getByTestId("model-messages-turn").first().click();
  const list = sent.getByTestId("model-message-list");
  await expect(list.locator('[data-role="user"]')).toContainText("List your tools, then answer.");
  const tools = sent.getByTestId("model-messages-tools");
  await tools.locator("summary").first().click();
  await expect(tools.getByTestId("model-messages-tool").filter({ hasText: "list_tools" })).toHaveCount(1);
  await sent.scrollIntoViewIfNeeded();
  await saveScreenshot(page, "run-page-model-messages");
});
