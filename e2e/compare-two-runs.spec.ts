import { expect, test } from "@playwright/test";
import { playgroundExamples, signInThroughForm } from "./support/console-session";
import { saveScreenshot } from "./support/screenshot";

// Issue 23, item 8: an editor compares two runs of one task side by side — figures, outputs, and the calls
// in order, with the first place they part ways.
test("two runs of one task, side by side, part ways where their calls differ", async ({ page }) => {
  await signInThroughForm(page);
  const example = (await playgroundExamples(page)).find((candidate) => candidate.agentId && candidate.taskId);
  if (!example?.agentId || !example.taskId) throw new Error("No example with an agent and a task.");
  const start = async (script: unknown[], input: string) => {
    const started = await page.request.post("/v1/runs", { data: { agentId: example.agentId, taskId: example.taskId, kind: "direct", input, model: { provider: "scripted", script } } });
    expect(started.status()).toBe(202);
    return ((await started.json()) as { id: string }).id;
  };
  const first = await start([{ calls: [{ name: "list_tools", arguments: {} }] }, { text: "First answer." }], "Compare me, first.");
  const second = await start([{ calls: [{ name: "list_tools", arguments: {} }] }, { calls: [{ name: "no_such_tool", arguments: {} }] }, { text: "Second answer." }], "Compare me, second.");
  for (const id of [first, second]) {
    await expect.poll(async () => ((await (await page.request.get(`/v1/runs/${id}`)).json()) as { status: string }).status, { timeout: 30_000 }).toBe("succeeded");
  }

  await page.goto(`/runs/${first}`);
  await expect(page.getByTestId("run-status")).toHaveText("succeeded");
  const picker = page.getByTestId("compare-with");
  await expect(picker.locator(`option[value="${second}"]`)).toHaveCount(1);
  await picker.selectOption(second);
  await expect(page).toHaveURL(new RegExp(`/runs/compare\\?a=${first}&b=${second}$`));

  const comparison = page.getByTestId("run-comparison");
  await expect(comparison.getByTestId("compare-output-left")).toHaveText("First answer.");
  await expect(comparison.getByTestId("compare-output-right")).toHaveText("Second answer.");
  await expect(comparison.getByTestId("compare-row")).toHaveCount(2);
  await expect(comparison.getByTestId("compare-row").nth(0)).toHaveAttribute("data-difference", "same");
  await expect(comparison.getByTestId("compare-row").nth(1)).toHaveAttribute("data-difference", "tool");
  await expect(comparison.getByTestId("compare-divergence")).toHaveText("The runs part ways at call 2 of 2.");
  await saveScreenshot(page, "compare-two-runs");
});
