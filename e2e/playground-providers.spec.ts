import { expect, test, type Page } from "@playwright/test";
import { signInThroughForm } from "./support/console-session";
import { e2eBaseUrl } from "./support/e2e-environment";
import { saveScreenshot } from "./support/screenshot";

// Issue 12, item 9, for an editor: every provider the API accepts, a system prompt, the messages the model
// was sent at each turn, and "Try one tool" over what the agent is offered with the chosen task (native
// tools too, pins filled in). An editor is never offered an API key secret the API would refuse.

const password = "a-long-enough-password-12";

async function editorPage(admin: Page): Promise<Page> {
  const email = `editor-${Date.now().toString(36)}@tollgate.local`;
  expect((await admin.request.post("/v1/users", { data: { email, roles: ["editor"], password } })).status()).toBe(201);
  const page = await (await admin.context().browser()!.newContext({ baseURL: e2eBaseUrl })).newPage();
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByTestId("sign-in-submit").click();
  await expect(page).toHaveURL(/\/playground$/);
  return page;
}

test("an editor starts a run with a system prompt, reads what the model was sent, and tries a pinned tool", async ({ page: admin }) => {
  await signInThroughForm(admin);
  const taskName = `Pinned context ${Date.now().toString(36)}`;
  const task = await admin.request.post("/v1/tasks", { data: { name: taskName, tools: ["os.set_context#key=customer,vendor", "os.get_context"] } });
  expect(task.status(), await task.text()).toBe(201);
  const page = await editorPage(admin);

  // Providers: the four the API accepts; no key secret for an editor, but which key is used.
  for (const provider of ["scripted", "openai-compatible", "openai", "anthropic"]) await expect(page.getByTestId(`model-${provider}`)).toBeVisible();
  await page.getByTestId("model-openai").click();
  await expect(page.getByTestId("playground-model-name")).toHaveAttribute("placeholder", "gpt-4.1-mini");
  await expect(page.getByTestId("playground-api-key-secret")).toHaveCount(0);
  await expect(page.getByTestId("playground-key-note")).toContainText("OPENAI_API_KEY");
  await page.getByTestId("model-openai-compatible").click();
  await expect(page.getByTestId("playground-base-url")).toBeVisible();
  // Issue 23, item 6: nothing typed is not an error; a local model's way through the egress policy is named.
  await expect(page.getByTestId("model-problem")).toHaveAttribute("data-untouched", "true");
  await expect(page.getByTestId("local-model-allow")).toHaveText("TOLLGATE_EGRESS_ALLOW=127.0.0.1:8080");
  await page.getByTestId("playground-base-url").fill("http://localhost:11434/v1");
  await expect(page.getByTestId("local-model-allow")).toHaveText("TOLLGATE_EGRESS_ALLOW=localhost:11434");
  await page.getByTestId("playground-base-url").fill("https://models.example.com/v1");
  await expect(page.getByTestId("local-model-hint")).toHaveCount(0);
  await page.getByTestId("playground-base-url").fill("http://127.0.0.1:8080/v1");
  await expect(page.getByTestId("model-problem")).toContainText("Model:");
  await expect(page.getByTestId("model-problem")).not.toHaveAttribute("data-untouched", "true");
  await saveScreenshot(page, "playground-1-providers");

  // A scripted run with a system prompt.
  await page.getByTestId("model-scripted").click();
  await page.getByTestId("playground-input").fill("What can you do?");
  await page.getByTestId("playground-system").locator("summary").click();
  await page.getByTestId("playground-system-prompt").fill("Answer in one line, in French.");
  await page.getByTestId("playground-script").fill('[{"calls": [{"name": "list_tools", "arguments": {}}]}, {"text": "Je peux lister mes outils."}]');
  await page.getByTestId("start-run").click();
  const live = page.getByTestId("live-run");
  await expect(live.getByTestId("run-status")).toHaveText("succeeded", { timeout: 30_000 });
  await expect(live).toBeInViewport();

  const sent = page.getByTestId("model-messages");
  await sent.getByTestId("model-messages-toggle").click();
  await expect(sent.getByTestId("model-messages-turn")).toHaveCount(2);
  const list = sent.getByTestId("model-message-list");
  await expect(list.locator('[data-role="system"]').nth(1)).toContainText("Answer in one line, in French.");
  await expect(list.locator('[data-role="tool"]')).toContainText("remaining_tool_calls:");
  await expect(sent.getByTestId("turn-timing").first()).not.toHaveText("");
  await saveScreenshot(page, "playground-2-messages-sent");
  await sent.getByTestId("model-messages-turn").first().click();
  await expect(list.getByTestId("model-message")).toHaveCount(3);

  // Try one tool: without a task, the agent's whole offer, native tools included.
  const tryTool = page.getByTestId("try-tool");
  await tryTool.scrollIntoViewIfNeeded();
  const options = tryTool.getByTestId("try-tool-name").locator("option");
  await expect(options.filter({ hasText: /^list_tools$/ })).toHaveCount(1);
  // With the task: only its declared tools (and the run's own), the pin filled in.
  await page.getByTestId("playground-task").selectOption({ label: taskName });
  await expect(options.filter({ hasText: "os.set_context" })).toHaveCount(1);
  await expect(options.filter({ hasText: /^os\.set_execution_name$/ })).toHaveCount(0);
  await tryTool.getByTestId("try-tool-name").selectOption("os.set_context");
  await expect(tryTool.getByTestId("try-tool-pins")).toContainText("key: customer or vendor");
  await expect(tryTool.getByTestId("try-tool-arguments")).toHaveValue(/"key": "customer"/);
  await tryTool.getByTestId("try-tool-arguments").fill('{"key": "customer", "value": "Globex"}');
  await tryTool.getByTestId("try-tool-invoke").click();
  await expect(tryTool.getByTestId("invoke-outcome").getByTestId("call-outcome")).toHaveText("ok");
  await saveScreenshot(page, "playground-3-try-pinned-tool");
});
