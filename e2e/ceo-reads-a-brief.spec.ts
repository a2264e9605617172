import { expect, test, type Page } from "@playwright/test";
import { signInThroughForm } from "./support/console-session";
import { e2eBaseUrl } from "./support/e2e-environment";
import { saveScreenshot } from "./support/screenshot";

// Issue 18, items 5, 6 and 8: agents file daily briefs (os.file_daily_brief) and keep plans (os.write_plan)
// through scripted runs; the CEO reads the briefs on the Briefs page, newest first, and opens a plan with its
// versions on the Plans page. The admin's task picker lists a planned tool but cannot tick it.

const turn = (name: string, input: Record<string, unknown>) => ({ calls: [{ name, arguments: input }] });

async function runToTheEnd(page: Page, body: Record<string, unknown>): Promise<string> {
  const started = await page.request.post("/v1/runs", { data: body });
  expect(started.status()).toBe(202);
  const { id } = (await started.json()) as { id: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/v1/runs/${id}`)).json()) as { status: string }).status, { timeout: 30_000 })
    .toBe("succeeded");
  return id;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/sign-in?next=%2Fplans");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByTestId("sign-in-submit").click();
  await expect(page.getByTestId("signed-in-email")).toHaveText(email);
}

test("the CEO reads the agents' briefs newest first and opens a plan with its versions", async ({ page, browser }) => {
  // Two scripted runs and three people signing in: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  await signInThroughForm(page);
  const stamp = Date.now().toString(36);
  const planName = `q1-hiring-${stamp}`;

  // The admin's task picker: a planned tool is listed but cannot be ticked; the planning tools can.
  await page.goto("/tasks");
  const option = (tool: string) => page.locator(`[data-testid="task-tool-option"][data-tool="${tool}"]`);
  await page.getByTestId("task-tool-search").fill("os.mail_send");
  await expect(option("os.mail_send")).toBeEnabled(); // answered since issue 19
  await page.getByTestId("task-tool-search").fill("os.");
  await expect(option("os.write_plan")).toBeEnabled();
  await expect(option("os.file_daily_brief")).toBeEnabled();
  await page.getByTestId("task-tool-picker").getByRole("group", { name: "Planning" }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, "brief-0-task-picker");

  const agent = await page.request.post("/v1/agents", { data: { name: `Chief of staff ${stamp}` } });
  expect(agent.status()).toBe(201);
  const agentId = ((await agent.json()) as { id: string }).id;
  const task = await page.request.post("/v1/tasks", { data: { name: `Daily brief ${stamp}`, tools: ["os.write_plan", "os.read_plan", "os.file_daily_brief"] } });
  expect(task.status()).toBe(201);
  const taskId = ((await task.json()) as { id: string }).id;
  const run = (script: unknown[]) => runToTheEnd(page, { agentId, taskId, kind: "direct", input: "Write the plan and the brief.", model: { provider: "scripted", script } });

  const firstRun = await run([
    turn("os__write_plan", { name: planName, content: "# Q1 hiring\n\nHire two engineers by March." }),
    turn("os__write_plan", { name: planName, content: "# Q1 hiring\n\nHire three engineers by March: the second team starts in April." }),
    turn("os__file_daily_brief", { summary: `Yesterday (${stamp}): the hiring plan was drafted.`, date: "2026-12-01", decisionsNeeded: [], risks: ["Recruiting budget is not approved yet."] }),
    { text: "Done." },
  ]);
  const secondRun = await run([
    turn("os__file_daily_brief", {
      summary: `Today (${stamp}): two runs failed overnight and were retried.`,
      decisionsNeeded: ["Approve the third engineer's budget."],
      risks: ["The invoice run is a day late."],
    }),
    { text: "Filed." },
  ]);

  // A person with the CEO role alone.
  const ceoEmail = `ceo-${stamp}@example.org`;
  const ceoPassword = `ceo-password-${stamp}`;
  expect((await page.request.post("/v1/users", { data: { email: ceoEmail, roles: ["ceo"], password: ceoPassword } })).status()).toBe(201);
  const ceoPage = await (await browser.newContext({ baseURL: e2eBaseUrl })).newPage();
  await signIn(ceoPage, ceoEmail, ceoPassword);

  await ceoPage.getByTestId("nav-briefs").click();
  await expect(ceoPage).toHaveURL(/\/briefs$/);
  const ours = ceoPage.getByTestId("brief").filter({ hasText: stamp });
  await expect(ours).toHaveCount(2);
  // Newest first: today's brief (filed by the second run) above yesterday's.
  await expect(ours.nth(0).getByTestId("brief-summary")).toContainText("two runs failed overnight");
  await expect(ours.nth(0).getByTestId("brief-decisions")).toContainText("Approve the third engineer's budget.");
  await expect(ours.nth(0).getByTestId("brief-risks")).toContainText("The invoice run is a day late.");
  await expect(ours.nth(0).getByTestId("brief-filed-by")).toContainText(`Chief of staff ${stamp}`);
  await expect(ours.nth(0).getByTestId("brief-run-link")).toHaveAttribute("href", `/runs/${secondRun}`);
  await expect(ours.nth(1).getByTestId("brief-date")).toHaveText("Brief for 2026-12-01");
  await expect(ours.nth(1).getByTestId("brief-decisions")).toContainText("None.");
  await expect(ours.nth(1).getByTestId("brief-run-link")).toHaveAttribute("href", `/runs/${firstRun}`);
  await saveScreenshot(ceoPage, "brief-1-briefs-newest-first");

  await ceoPage.getByTestId("nav-plans").click();
  await expect(ceoPage).toHaveURL(/\/plans$/);
  const row = ceoPage.getByTestId("plan-row").filter({ hasText: planName });
  await expect(row).toContainText("v2");
  await saveScreenshot(ceoPage, "brief-2-plans");
  await row.getByTestId("plan-link").click();
  await expect(ceoPage).toHaveURL(new RegExp(`/plans/${planName}$`));
  await expect(ceoPage.getByTestId("plan-text")).toContainText("Hire three engineers by March");
  await expect(ceoPage.getByTestId("plan-version")).toHaveCount(2);
  await saveScreenshot(ceoPage, "brief-3-plan-latest");
  await ceoPage.getByTestId("plan-version").nth(1).click();
  await expect(ceoPage.getByTestId("plan-text")).toContainText("Hire two engineers by March.");
  await expect(ceoPage.getByTestId("plan-content")).toContainText("Version 1");
  await saveScreenshot(ceoPage, "brief-4-plan-first-version");

  // Admins read the briefs too (they curate the agents that file them).
  await page.getByTestId("nav-briefs").click();
  await expect(page.getByTestId("brief").filter({ hasText: stamp })).toHaveCount(2);

  // An editor reads the plans, but the CEO's briefs are not theirs: no Briefs link, and the page says why.
  const editorEmail = `editor-${stamp}@example.org`;
  expect((await page.request.post("/v1/users", { data: { email: editorEmail, roles: ["editor"], password: ceoPassword } })).status()).toBe(201);
  const editorPage = await (await browser.newContext({ baseURL: e2eBaseUrl })).newPage();
  await signIn(editorPage, editorEmail, ceoPassword);
  await expect(editorPage.getByTestId("plan-row").filter({ hasText: planName })).toBeVisible();
  await expect(editorPage.getByTestId("nav-briefs")).toHaveCount(0);
  await editorPage.goto("/briefs");
  await expect(editorPage.getByTestId("role-required")).toContainText("You need the CEO or admin role to read the daily briefs");
  await saveScreenshot(editorPage, "brief-5-editor-refused");
});
