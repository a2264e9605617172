import { expect, test, type Page } from "@playwright/test";
import { signInThroughForm } from "./support/console-session";
import { e2eBaseUrl } from "./support/e2e-environment";
import { saveScreenshot } from "./support/screenshot";

// Issue 18, item 4: an admin's run fails on its iteration cap and is escalated to the CEO with a note. The
// CEO (a person with the CEO role alone) finds it on the Gates page beside the gates, clears it with a note,
// and the run's page shows it cancelled with who escalated and who cleared it, and why.

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/sign-in?next=%2Fgates");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByTestId("sign-in-submit").click();
  await expect(page.getByTestId("signed-in-email")).toHaveText(email);
}

test("the CEO sees an escalated run on the Gates page and clears it", async ({ page, browser }) => {
  // A scripted run and two people signing in: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  await signInThroughForm(page);
  const stamp = Date.now().toString(36);

  // An agent with room for one model turn: a run that calls a tool and wants a second turn fails on its cap.
  const agent = await page.request.post("/v1/agents", { data: { name: `Invoice chaser ${stamp}`, maxIterations: 1 } });
  expect(agent.status()).toBe(201);
  const agentId = ((await agent.json()) as { id: string }).id;
  const task = await page.request.post("/v1/tasks", { data: { name: `Chase invoices ${stamp}`, tools: ["os.directory"] } });
  expect(task.status()).toBe(201);
  const taskId = ((await task.json()) as { id: string }).id;
  const script = [{ calls: [{ name: "os__directory", arguments: { query: "finance" } }] }, { text: "Chased." }];
  const started = await page.request.post("/v1/runs", { data: { agentId, taskId, kind: "direct", input: `Chase the overdue invoices (${stamp}).`, model: { provider: "scripted", script } } });
  expect(started.status()).toBe(202);
  const runId = ((await started.json()) as { id: string }).id;
  await expect
    .poll(async () => ((await (await page.request.get(`/v1/runs/${runId}`)).json()) as { status: string }).status, { timeout: 60_000 })
    .toBe("failed");
  const note = `Finance changed its process; decide whether this chase is still needed (${stamp}).`;
  const escalated = await page.request.post(`/v1/runs/${runId}/escalate`, { data: { note } });
  expect(escalated.status()).toBe(200);

  // A person with the CEO role alone.
  const ceoEmail = `ceo-${stamp}@example.org`;
  const ceoPassword = `ceo-password-${stamp}`;
  expect((await page.request.post("/v1/users", { data: { email: ceoEmail, roles: ["ceo"], password: ceoPassword } })).status()).toBe(201);
  const ceoPage = await (await browser.newContext({ baseURL: e2eBaseUrl })).newPage();
  await signIn(ceoPage, ceoEmail, ceoPassword);

  await ceoPage.goto("/gates");
  const card = ceoPage.locator(`[data-testid="escalated-run-card"][data-run-id="${runId}"]`);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByTestId("escalation-note")).toHaveText(note);
  // The navigation's count says an escalated run waits too, not only gates.
  await expect(ceoPage.getByTestId("open-gates-count")).toHaveAttribute("title", /1 escalated run/);
  await expect(card).toContainText("It failed");
  await expect(card).toContainText("iteration cap");
  // Clearing needs a note: the button waits for one.
  await expect(card.getByTestId("escalated-run-clear")).toBeDisabled();
  await card.getByTestId("escalation-decision-note").fill("Not needed: finance chases invoices itself now.");
  await saveScreenshot(ceoPage, "escalated-run-0-gates-page");
  await card.getByTestId("escalated-run-clear").click();
  await expect(card).toHaveCount(0, { timeout: 15_000 });
  await saveScreenshot(ceoPage, "escalated-run-1-cleared");

  // The run's page: cancelled, with the escalation and the clear on its timeline.
  await ceoPage.goto(`/runs/${runId}`);
  const events = ceoPage.getByTestId("run-event");
  await expect(events).toHaveCount(2, { timeout: 15_000 });
  await expect(events.nth(0)).toHaveAttribute("data-kind", "escalated");
  await expect(events.nth(0)).toContainText(note);
  await expect(events.nth(1)).toHaveAttribute("data-kind", "cleared");
  await expect(events.nth(1)).toContainText(ceoEmail);
  await expect(events.nth(1)).toContainText("Not needed: finance chases invoices itself now.");
  const status = ((await (await ceoPage.request.get(`/v1/runs/${runId}`)).json()) as { status: string }).status;
  expect(status).toBe("cancelled");
  await saveScreenshot(ceoPage, "escalated-run-2-run-timeline");
});
