import { expect, test } from "@playwright/test";
import { playgroundExamples, scriptCalls, signInThroughForm } from "./support/console-session";
import { saveScreenshot } from "./support/screenshot";

// Journey of an editor: pick a ready-made example in the playground, start it, watch it succeed, then read
// its timeline down to the exact text the model read for a call (CONTRACT.md, Runs; seed "tools in a run").
test("an editor runs a playground example and reads what the model read", async ({ page }) => {
  await signInThroughForm(page);

  const examples = await playgroundExamples(page);
  // A run that ends on its own: no gate in its script.
  const example = examples.find((candidate) => candidate.id === "label-and-remember") ?? examples.find((candidate) => !scriptCalls(candidate.script, "os__ask_ceo"));
  expect(example, "the API offers an example without a gate").toBeDefined();
  if (!example) return;

  await page.getByTestId("playground-example").selectOption(example.id);
  await page.getByTestId("playground-use-example").click();
  await expect(page.getByTestId("playground-input")).toHaveValue(example.input);
  await expect(page.getByTestId("script-status")).toHaveText(new RegExp(`^${example.script.length} turns?;`));
  await saveScreenshot(page, "editor-1-playground-example");

  await page.getByTestId("start-run").click();
  const liveRun = page.getByTestId("live-run");
  await expect(liveRun.getByTestId("run-status")).toHaveText("succeeded", { timeout: 30_000 });
  await expect(liveRun.locator('[data-testid="call-row"][data-outcome="ok"]').first()).toBeVisible();
  await saveScreenshot(page, "editor-2-playground-run-succeeded");

  await liveRun.getByTestId("open-timeline").click();
  await expect(page).toHaveURL(/\/runs\/[^/]+$/);
  await expect(page.getByTestId("run-status")).toHaveText("succeeded");
  const okCall = page.locator('[data-testid="call-row"][data-outcome="ok"]').first();
  await expect(okCall.getByTestId("call-outcome")).toHaveText("ok");
  await expect(okCall.getByTestId("call-result")).toContainText("remaining_tool_calls:");

  // The full stored result behind the call's ref is the same stamped string, trailer included.
  await okCall.getByTestId("open-stored-result").click();
  await expect(okCall.getByTestId("stored-result-text")).toContainText("remaining_tool_calls:");
  await saveScreenshot(page, "editor-3-run-timeline");
});
