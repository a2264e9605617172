import { expect, test, type Browser, type Page } from "@playwright/test";
import { signInThroughForm } from "./support/console-session";
import { e2eAdminEmail, e2eBaseUrl } from "./support/e2e-environment";
import { saveScreenshot } from "./support/screenshot";

// Issue 12, items 3, 4, 5 and 12, as each person meets them: each role lands on its work and its keyboard
// shortcuts work at once; an unknown address is a 404 inside the console; forms speak to people and
// forget a problem once its field is fixed; a flag says what it gives; gated boxes tell the truth.

const password = "a-long-enough-password-12";

/** A user of `roles`, made by the signed-in admin through POST /v1/users. */
async function createUser(admin: Page, roles: string[]): Promise<string> {
  const email = `${roles.join("-")}-${Date.now().toString(36)}@tollgate.local`;
  const created = await admin.request.post("/v1/users", { data: { email, roles, password } });
  expect(created.status(), await created.text()).toBe(201);
  return email;
}

/** A fresh browser signed in as `email` through the form, from the sign-in page itself (no `next`). */
async function signInFresh(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eBaseUrl });
  const page = await context.newPage();
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByTestId("sign-in-submit").click();
  await expect(page.getByTestId("signed-in-email")).toHaveText(email);
  return page;
}

test("each role lands on its work, and g-shortcuts work right after sign-in", async ({ page, browser }) => {
  await signInThroughForm(page);
  const ceo = await signInFresh(browser, await createUser(page, ["ceo"]));
  await expect(ceo).toHaveURL(/\/gates$/);
  // Right after landing, before anything is clicked.
  await ceo.keyboard.press("g");
  await ceo.keyboard.press("r");
  await expect(ceo).toHaveURL(/\/runs$/);
  await ceo.goto("/");
  await expect(ceo).toHaveURL(/\/gates$/);
  await saveScreenshot(ceo, "polish-1-ceo-lands-on-gates");
  // Issue 23, item 7: the navigation offers what a role can open — the CEO is not offered the Playground.
  await expect(ceo.getByTestId("nav-gates")).toBeVisible();
  await expect(ceo.getByTestId("nav-playground")).toHaveCount(0);

  const editor = await signInFresh(browser, await createUser(page, ["editor"]));
  await expect(editor).toHaveURL(/\/playground$/);
  await expect(editor.getByTestId("nav-playground")).toBeVisible();
  await expect(editor.getByTestId("nav-gates")).toHaveCount(0);
  await editor.keyboard.press("g");
  await editor.keyboard.press("g");
  await expect(editor).toHaveURL(/\/gates$/);
  await editor.goto("/");
  await expect(editor).toHaveURL(/\/playground$/);
});

test("an unknown address is a 404 inside the console, with its navigation; the console has a favicon", async ({ page, browser }) => {
  await signInThroughForm(page);
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("not-found")).toContainText("There is no such page");
  await expect(page.getByTestId("nav-playground")).toBeVisible();
  await expect(page.getByTestId("signed-in-email")).toHaveText(e2eAdminEmail);
  await saveScreenshot(page, "polish-2-not-found-in-console");
  await page.getByTestId("not-found-home").click();
  await expect(page).toHaveURL(/\/agents$/);

  const icon = page.locator('head link[rel="icon"]');
  await expect(icon).toHaveCount(1);
  const iconResponse = await page.request.get((await icon.getAttribute("href")) ?? "/icon.svg");
  expect(iconResponse.status()).toBe(200);
  expect(iconResponse.headers()["content-type"]).toContain("image/svg+xml");

  const stranger = await (await browser.newContext({ baseURL: e2eBaseUrl })).newPage();
  expect((await stranger.goto("/no-such-page"))?.status()).toBe(404);
  await expect(stranger.getByTestId("not-found-home")).toHaveText("Sign in");
});

test("people read sentences: sign-in, the agent form, a flag's offer, the task form", async ({ page, browser }) => {
  // Sign-in: why, never the API's code.
  const stranger = await (await browser.newContext({ baseURL: e2eBaseUrl })).newPage();
  await stranger.goto("/sign-in");
  await stranger.getByLabel("Email").fill(e2eAdminEmail);
  await stranger.getByLabel("Password").fill("not the password at all");
  await stranger.getByTestId("sign-in-submit").click();
  await expect(stranger.getByTestId("error-notice")).toHaveText("Email or password is wrong.");
  await saveScreenshot(stranger, "polish-3-sign-in-refused");

  await signInThroughForm(page);
  await page.goto("/agents");
  const panel = page.getByTestId("create-agent-panel");
  await page.getByTestId("new-agent-name").fill(`Polish agent ${Date.now().toString(36)}`);
  await page.getByTestId("new-agent-budget").fill("0");
  await page.getByTestId("new-agent-submit").click();
  const budgetProblem = page.locator("#new-agent-budget ~ p[role=alert]");
  await expect(budgetProblem).toHaveText("The tool-call budget must be at least 1.");
  // Said once, beside the field; the notice points there, and the API's own words stay folded for a report.
  await expect(panel.getByTestId("error-message")).toHaveText("Fix what is marked above, then save again.");
  await expect(panel).not.toContainText("Too small", { useInnerText: true });
  await expect(panel).not.toContainText("invalid_request", { useInnerText: true });
  await saveScreenshot(page, "polish-4-agent-form-refused");
  // Fixing the field takes its problem away, and the notice with the last one.
  await page.getByTestId("new-agent-budget").fill("5");
  await expect(budgetProblem).toHaveCount(0);
  await expect(page.getByTestId("new-agent-budget")).not.toHaveAttribute("aria-invalid", "true");
  await expect(panel.getByTestId("error-notice")).toHaveCount(0);

  // A flag says what the offer gives, counted by the offer itself.
  const created = await page.request.post("/v1/agents", { data: { name: `Flags ${Date.now().toString(36)}`, flags: { browser: true, coding: true, memory: false } } });
  expect(created.status()).toBe(201);
  const { id: agentId } = (await created.json()) as { id: string };
  const offer = (await (await page.request.get(`/v1/agents/${agentId}/offer?kind=direct`)).json()) as { tools: { offered: boolean; flag?: string }[] };
  await page.goto(`/agents/${agentId}`);
  const facts = page.getByTestId("agent-facts");
  for (const flag of ["browser", "coding", "scripting", "memory"]) {
    const offered = offer.tools.filter((tool) => tool.flag === flag && tool.offered).length;
    await expect(facts.getByTestId(`agent-flag-${flag}-gives`)).toHaveText(offered > 0 ? `${offered} tool${offered === 1 ? "" : "s"}` : /^nothing/);
    await expect(facts.getByTestId(`agent-flag-${flag}-item`)).toHaveAttribute("data-offered", String(offered));
  }
  await expect(page.getByTestId("not-offered-tools")).not.toContainText("config.memory");
  await page.getByTestId("not-offered-tools").locator("summary").click();
  await expect(page.getByTestId("not-offered-tools")).toContainText("The memory flag is turned off for this agent.");
  await saveScreenshot(page, "polish-5-agent-flags-from-offer");

  // Tasks: an always-gated tool's box is ticked and fixed; a CEO chat's own tool shows its refusal alone.
  const tools = (await (await page.request.get("/v1/tools/built-in")).json()) as { tools: { name: string; gate: string; runCallable: boolean; status: string }[] };
  // os.ask_ceo: always gated, and declared alone it needs no gate summary beside it.
  const alwaysGated = tools.tools.find((tool) => tool.name === "os.ask_ceo" && tool.gate === "always");
  const ceoChatOnly = tools.tools.find((tool) => !tool.runCallable);
  if (!alwaysGated || !ceoChatOnly) throw new Error("the registry has an always-gated tool and a CEO chat tool");
  await page.goto("/tasks");
  await page.getByTestId("new-task-name").fill(`Polish task ${Date.now().toString(36)}`);
  await page.locator(`[data-testid="task-tool-option"][data-tool="${alwaysGated.name}"]`).check();
  const gatedRow = page.locator(`[data-testid="declared-tool"][data-tool="${alwaysGated.name}"]`);
  await expect(gatedRow.getByTestId("declared-tool-gated")).toBeChecked();
  await expect(gatedRow.getByTestId("declared-tool-gated")).toBeDisabled();
  await expect(gatedRow).toContainText("always gated");
  await page.getByTestId("task-other-tool").fill(ceoChatOnly.name);
  await page.getByTestId("task-other-tool-add").click();
  const ceoRow = page.locator(`[data-testid="declared-tool"][data-tool="${ceoChatOnly.name}"]`);
  await expect(ceoRow.getByTestId("declared-tool-ceo-chat-only")).toBeVisible();
  await expect(ceoRow.getByTestId("tool-planned")).toHaveCount(0);
  await page.getByTestId("new-task-submit").click();
  await expect(ceoRow.getByTestId("declared-tool-refusal")).toBeVisible();
  await expect(ceoRow.getByTestId("tool-planned")).toHaveCount(0);
  await saveScreenshot(page, "polish-6-task-form");
  // Changing the refused tool's row takes its refusal away until the next save.
  await ceoRow.getByTestId("declared-tool-gated").check();
  await expect(ceoRow.getByTestId("declared-tool-refusal")).toHaveCount(0);
  await expect(page.getByTestId("task-refused")).toHaveCount(0);
});
