import { expect, test } from "@playwright/test";
import { signInThroughForm } from "./support/console-session";
import { saveScreenshot } from "./support/screenshot";

// Journey of an admin answering an agent: a run whose agent has the secret binding calls secret_request
// (seed "tools in a run"); the admin finds the request on the Secrets page, provides the value, and the
// agent's secret exists while its value is nowhere (CONTRACT.md, Secrets). The same run's report_issue
// shows on the Reports page.
test("an admin provides a secret an agent asked for, and reads what it reported", async ({ page }) => {
  await signInThroughForm(page);
  const stamp = Date.now().toString(36);
  const agentName = `Asking agent ${stamp}`;
  const secretName = `REQUESTED_KEY_${stamp}`;
  const secretValue = `sk-e2e-${stamp}-requested-never-shown`;

  const agent = await page.request.post("/v1/agents", { data: { name: agentName, bindings: { secret: true } } });
  expect(agent.status()).toBe(201);
  const { id: agentId } = (await agent.json()) as { id: string };
  const script = [
    { calls: [{ name: "secret_request", arguments: { name: secretName, reason: "To read this month's invoices from Stripe." } }] },
    { calls: [{ name: "report_issue", arguments: { title: `Blocked on ${secretName}`, details: "Waiting for an admin.", severity: "high" } }] },
    { text: "Asked for the key." },
  ];
  const started = await page.request.post("/v1/runs", { data: { agentId, kind: "direct", input: "Read the invoices.", model: { provider: "scripted", script } } });
  expect(started.status()).toBe(202);
  const { id: runId } = (await started.json()) as { id: string };
  await page.goto(`/runs/${runId}`);
  await expect(page.getByTestId("run-status")).toHaveText("succeeded", { timeout: 30_000 });

  await page.getByTestId("nav-secrets").click();
  await expect(page).toHaveURL(/\/secrets$/);
  const request = page.getByTestId("secret-request").filter({ hasText: secretName });
  await expect(request.getByTestId("secret-request-reason")).toHaveText("To read this month's invoices from Stripe.");
  await expect(request).toContainText(agentName);
  await expect(request.getByTestId("secret-request-run-link")).toHaveAttribute("href", `/runs/${runId}`);
  await expect(request.getByTestId("secret-request-value")).toHaveAttribute("type", "password");
  await saveScreenshot(page, "admin-secret-request-1-open");

  await request.getByTestId("secret-request-value").fill(secretValue);
  await request.getByTestId("secret-request-provide").click();
  await expect(page.getByTestId("secret-request-resolved")).toContainText(`Stored ${secretName} for ${agentName}`);
  await expect(request).toHaveCount(0);
  const secretRow = page.getByTestId("secret-row").filter({ hasText: secretName });
  await expect(secretRow.getByTestId("secret-owner")).toHaveText(`agent · ${agentName}`);
  expect(await page.content()).not.toContain(secretValue);
  await saveScreenshot(page, "admin-secret-request-2-fulfilled");

  for (const path of ["/v1/secrets", "/v1/secret-requests?status=fulfilled", "/v1/secret-requests?status=open"]) {
    const answer = await page.request.get(path);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).not.toContain(secretValue);
  }

  await page.getByTestId("nav-reports").click();
  await expect(page).toHaveURL(/\/reports$/);
  const report = page.getByTestId("issue-report-row").filter({ hasText: `Blocked on ${secretName}` });
  await expect(report).toContainText("high");
  await expect(report.getByTestId("issue-report-run-link")).toHaveAttribute("href", `/runs/${runId}`);
  await saveScreenshot(page, "admin-secret-request-3-reports");
});
