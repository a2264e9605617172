import { expect, test } from "@playwright/test";
import { signInThroughForm } from "./support/console-session";
import { saveScreenshot } from "./support/screenshot";

// Journey of an admin improving the enterprise (issue 18, CONTRACT.md "Recommendations"): runs keep failing
// the same way, the OS recommends from them once they end; the admin opens the recommendation, follows its
// evidence to the runs, accepts it with a note; the issue appears on the Reports page, where the admin
// resolves it with an outcome, and the recommendation then shows the issue resolved.
test("an admin accepts what the OS recommended from failing runs, and resolves the issue", async ({ page }) => {
  await signInThroughForm(page);
  const stamp = Date.now().toString(36);

  const agent = await page.request.post("/v1/agents", { data: { name: `Lookup agent ${stamp}` } });
  expect(agent.status()).toBe(201);
  const { id: agentId } = (await agent.json()) as { id: string };
  const task = await page.request.post("/v1/tasks", { data: { name: `Look up a recommendation ${stamp}`, tools: ["os.get_recommendation"] } });
  expect(task.status()).toBe(201);
  const { id: taskId } = (await task.json()) as { id: string };
  const script = [{ calls: [{ name: "os__get_recommendation", arguments: { id: `stale-id-${stamp}` } }] }, { text: "It was not there." }];
  const runIds: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const started = await page.request.post("/v1/runs", { data: { agentId, taskId, kind: "direct", input: "Read the recommendation.", model: { provider: "scripted", script } } });
    expect(started.status()).toBe(202);
    const { id } = (await started.json()) as { id: string };
    runIds.push(id);
    await expect.poll(async () => ((await (await page.request.get(`/v1/runs/${id}`)).json()) as { status: string }).status, { timeout: 30_000 }).toBe("succeeded");
  }
  const title = "os.get_recommendation keeps failing with recommendation_not_found";
  // The worker recommends just after it ends the third run.
  await expect
    .poll(async () => ((await (await page.request.get("/v1/recommendations?status=open")).json()) as { recommendations: { title: string }[] }).recommendations.some((row) => row.title === title), { timeout: 15_000 })
    .toBe(true);

  await page.getByTestId("nav-recommendations").click();
  await expect(page).toHaveURL(/\/recommendations$/);
  const card = page.getByTestId("recommendation-card").filter({ hasText: title });
  await expect(card.getByTestId("recommendation-status")).toHaveText("open");
  await expect(card.getByTestId("recommendation-proposal")).toContainText("3 recent calls of os.get_recommendation ended in the tool error recommendation_not_found");
  const links = card.getByTestId("evidence-run-link");
  await expect(links).toHaveCount(3);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
  expect([...hrefs].sort()).toEqual(runIds.map((id) => `/runs/${id}`).sort());
  await saveScreenshot(page, "admin-recommendation-1-open");

  // The evidence leads to a run that shows the failing call.
  await links.first().click();
  await expect(page).toHaveURL(/\/runs\/[^/]+$/);
  await expect(page.getByTestId("run-status")).toHaveText("succeeded");
  await expect(page.getByText("recommendation_not_found").first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/recommendations$/);

  await card.getByTestId("recommendation-note").fill("Update the task: the id it looks up was removed.");
  await card.getByTestId("recommendation-accept").click();
  await expect(card).toHaveCount(0);
  await page.getByTestId("recommendations-tab-decided").click();
  const decided = page.getByTestId("recommendation-card").filter({ hasText: title });
  await expect(decided.getByTestId("recommendation-status")).toHaveText("accepted");
  await expect(decided.getByTestId("recommendation-decision")).toContainText("Update the task: the id it looks up was removed.");
  await expect(decided.getByTestId("recommendation-issue").getByTestId("issue-status")).toHaveText("open");
  await saveScreenshot(page, "admin-recommendation-2-accepted");

  await page.getByTestId("nav-reports").click();
  await expect(page).toHaveURL(/\/reports$/);
  const issue = page.getByTestId("issue-report-row").filter({ hasText: title });
  await expect(issue.getByTestId("issue-status")).toHaveText("open");
  await expect(issue.getByTestId("issue-report-recommendation-link")).toHaveText("Accepted recommendation");
  await expect(issue.getByTestId("issue-resolve")).toBeDisabled();
  await saveScreenshot(page, "admin-recommendation-3-issue-open");
  await issue.getByTestId("issue-outcome").fill("The task now reads the id from os.list_recommendations first.");
  await issue.getByTestId("issue-resolve").click();
  await expect(issue.getByTestId("issue-status")).toHaveText("resolved");
  await expect(issue.getByTestId("issue-report-outcome")).toHaveText("The task now reads the id from os.list_recommendations first.");
  await saveScreenshot(page, "admin-recommendation-4-issue-resolved");

  await page.getByTestId("nav-recommendations").click();
  await page.getByTestId("recommendations-tab-decided").click();
  const resolved = page.getByTestId("recommendation-card").filter({ hasText: title });
  await expect(resolved.getByTestId("recommendation-issue").getByTestId("issue-status")).toHaveText("resolved");
  await expect(resolved.getByTestId("recommendation-issue")).toContainText("The task now reads the id from os.list_recommendations first.");
  await saveScreenshot(page, "admin-recommendation-5-recommendation-resolved");

  // An admin adds one by hand and defers it: it still awaits a decision, with the Defer button gone.
  await page.getByTestId("recommendations-tab-open").click();
  await page.getByTestId("new-recommendation").click();
  await page.getByLabel("Title").fill(`Give the lookup agent a budget of 80 calls ${stamp}`);
  await page.getByLabel("Proposal").fill("Its weekly runs need more than 50 calls.");
  await page.getByLabel("Evidence").fill("Two runs last week stopped early.");
  await saveScreenshot(page, "admin-recommendation-6-by-hand");
  await page.getByTestId("new-recommendation-submit").click();
  const byHand = page.getByTestId("recommendation-card").filter({ hasText: `Give the lookup agent a budget of 80 calls ${stamp}` });
  await expect(byHand).toContainText("added by an admin");
  await expect(byHand.getByTestId("recommendation-evidence")).toHaveText("Two runs last week stopped early.");
  await byHand.getByTestId("recommendation-defer").click();
  await expect(byHand.getByTestId("recommendation-status")).toHaveText("deferred");
  await expect(byHand.getByTestId("recommendation-defer")).toHaveCount(0);
  await expect(byHand.getByTestId("recommendation-accept")).toBeVisible();
  await saveScreenshot(page, "admin-recommendation-7-deferred");
});
