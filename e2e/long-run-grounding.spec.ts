import { expect, test, type Page } from "@playwright/test";
import { signInThroughForm } from "./support/console-session";
import { saveScreenshot } from "./support/screenshot";

// Issue 22 (CONTRACT.md, Long runs). Journey of an admin reading a long run: run 1 of a conversation keeps a
// ledger; run 2 reads it again and again with a small model context, so its oldest turns are compacted —
// the trace shows the compaction as a card naming the turns it covers and each turn's counted prompt — and
// its answer's Grounding tab marks the figure it read as supported and the one it made up as unsupported.

async function created(page: Page, path: string, body: Record<string, unknown>): Promise<{ id: string; conversationId?: string }> {
  const answer = await page.request.post(path, { data: body });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBeLessThan(300);
  return (await answer.json()) as { id: string; conversationId?: string };
}

async function waitForStatus(page: Page, runId: string, status: string) {
  await expect.poll(async () => ((await (await page.request.get(`/v1/runs/${runId}`)).json()) as { status: string }).status, { timeout: 60_000 }).toBe(status);
}

const ledger = Array.from({ length: 300 }, (_unused, index) => `row ${index}: invoice ${1000 + index} paid`).join("\n").slice(0, 6000);

test("an admin reads a compacted long run and its grounding", async ({ page }) => {
  await signInThroughForm(page);
  const stamp = Date.now();
  const agent = await created(page, "/v1/agents", { name: `Long reader ${stamp}`, toolCallBudget: 100, maxIterations: 100 });
  const task = await created(page, "/v1/tasks", { name: `Ledger reading ${stamp}`, tools: ["os.set_context", "os.get_context"] });

  const first = await created(page, "/v1/runs", {
    kind: "direct",
    agentId: agent.id,
    taskId: task.id,
    input: "Keep the ledger.",
    model: { provider: "scripted", script: [{ calls: [{ name: "os__set_context", arguments: { key: "ledger", value: ledger } }] }, { text: "Kept." }] },
  });
  await waitForStatus(page, first.id, "succeeded");

  const reads = Array.from({ length: 10 }, () => ({ calls: [{ name: "os__get_context", arguments: { key: "ledger" } }] }));
  const second = await created(page, "/v1/runs", {
    kind: "direct",
    agentId: agent.id,
    taskId: task.id,
    conversationId: first.conversationId,
    input: "Read the ledger until you are sure, then give me its first invoice.",
    model: { provider: "scripted", contextTokens: 5000, script: [...reads, { text: "The first invoice is invoice 1000; the ledger's total is 99,999." }] },
  });
  await waitForStatus(page, second.id, "succeeded");

  await page.goto(`/runs/${second.id}`);
  await expect(page.getByTestId("run-status")).toHaveText("succeeded");
  const card = page.getByTestId("compaction-card").first();
  await expect(card).toBeVisible();
  await expect(card).toContainText(/Compaction 1: turns? 1(–\d+)? summarised/);
  await expect(card).toContainText("read_transcript reads them back exactly");
  await expect(page.getByTestId("turn-prompt-tokens").first()).toHaveText(/^prompt [\d,]+ tokens$/);
  await expect(page.getByTestId("trace-prompts")).toHaveText(/^prompts up to [\d,]+ tokens · \d+ compactions? \(turns 1–\d+ summarised\)$/);
  await card.scrollIntoViewIfNeeded();
  await card.getByText("Summary", { exact: true }).click();
  await expect(card.getByTestId("compaction-summary")).toContainText("os__get_context");
  await saveScreenshot(page, "long-run-1-compaction-card");

  await page.getByTestId("run-tab-grounding").click();
  const grounding = page.getByTestId("run-grounding");
  await expect(grounding).toBeVisible();
  const supported = grounding.locator('[data-testid="grounding-claim"][data-supported="true"]').filter({ hasText: "1000" });
  await expect(supported).toHaveCount(1);
  await expect(supported).toContainText("os.get_context");
  const unsupported = grounding.locator('[data-testid="grounding-claim"][data-supported="false"]').filter({ hasText: "99,999" });
  await expect(unsupported).toHaveCount(1);
  await expect(unsupported).toContainText("Found in nothing the model was shown.");
  await saveScreenshot(page, "long-run-2-grounding-tab");
});
