import { expect, test, type APIRequestContext } from "@playwright/test";
import { signInThroughForm } from "./support/console-session";
import { saveScreenshot } from "./support/screenshot";

// Journey of the CEO (issue 18, item 3): an agent's scripted runs set the enterprise's and a team's KPIs and
// record their readings with the KPI tools; the CEO signs in and reads the KPI board — off-track KPIs first
// and marked, each with its target, latest reading and trend chart. An editor is shown the board is not theirs.

const KPI_TOOLS = ["os.set_enterprise_kpis", "os.set_team_kpis", "os.record_kpi_reading", "kpi.record_reading", "os.list_kpis"];

type Call = { name: string; arguments: Record<string, unknown> };
type BoardKpi = { id: string; name: string };

async function created<Body>(request: APIRequestContext, path: string, data: unknown): Promise<Body> {
  const response = await request.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as Body;
}

/** Starts a scripted run, one call per turn, and waits for it to succeed. */
async function runScript(request: APIRequestContext, agentId: string, taskId: string, calls: Call[]): Promise<void> {
  const script = [...calls.map((call) => ({ calls: [call] })), { text: "KPIs kept." }];
  const started = await request.post("/v1/runs", { data: { agentId, taskId, kind: "direct", input: "Keep the KPIs.", model: { provider: "scripted", script } } });
  expect(started.status()).toBe(202);
  const { id } = (await started.json()) as { id: string };
  await expect
    .poll(async () => ((await (await request.get(`/v1/runs/${id}`)).json()) as { status: string }).status, { timeout: 30_000 })
    .toBe("succeeded");
  const run = (await (await request.get(`/v1/runs/${id}`)).json()) as { turns: { calls: { outcome: string; code: string | null }[] }[] };
  expect(run.turns.flatMap((turn) => turn.calls.map((call) => call.outcome))).toEqual(calls.map(() => "ok"));
}

test("the CEO reads the KPI board: off-track first, with target, latest and trend", async ({ page, browser }) => {
  test.setTimeout(180_000); // two scripted runs of fourteen turns and three people signing in
  await signInThroughForm(page);
  const request = page.request;
  const suffix = Date.now().toString(36);
  const agent = await created<{ id: string }>(request, "/v1/agents", { name: `KPI keeper ${suffix}` });
  const task = await created<{ id: string }>(request, "/v1/tasks", { name: `Keep the KPIs ${suffix}`, tools: KPI_TOOLS });
  const support = await created<{ id: string }>(request, "/v1/guilds", { name: `Support ${suffix}` });

  // The first run defines the lists; the board's empty state said runs would put them there.
  await page.goto("/kpis");
  await expect(page.getByTestId("empty-state")).toContainText("os.set_enterprise_kpis");
  await saveScreenshot(page, "kpi-1-empty-board");

  await runScript(request, agent.id, task.id, [
    { name: "os__set_enterprise_kpis", arguments: { kpis: [
      { name: "Monthly revenue", unit: "EUR", target: 100000, direction: "up", description: "Invoiced in the month." },
      { name: "Churn", unit: "%", target: 2, direction: "down", description: "Customers lost in the month." },
      { name: "Signups", unit: "customers", target: 500, direction: "up" },
      { name: "NPS", target: 40, direction: "up" },
    ] } },
    { name: "os__set_team_kpis", arguments: { team: support.id, kpis: [{ name: "Open tickets", unit: "tickets", target: 10, direction: "down" }] } },
  ]);
  const board = (await (await request.get("/v1/kpis")).json()) as { kpis: BoardKpi[] };
  const id = (name: string) => board.kpis.find((kpi) => kpi.name === name)!.id;

  // The second run records the readings: months for the enterprise's, a log for the team's.
  const month = (kpi: string, period: string, value: number): Call => ({ name: "os__record_kpi_reading", arguments: { kpi: id(kpi), period, value } });
  await runScript(request, agent.id, task.id, [
    month("Monthly revenue", "2026-07", 71000),
    month("Monthly revenue", "2026-08", 78500),
    month("Monthly revenue", "2026-09", 84000),
    month("Monthly revenue", "2026-10", 91000),
    month("Monthly revenue", "2026-11", 96500),
    month("Churn", "2026-09", 3.1),
    month("Churn", "2026-10", 2.6),
    month("Churn", "2026-11", 2.4),
    month("Signups", "2026-10", 480),
    month("Signups", "2026-11", 612),
    { name: "kpi__record_reading", arguments: { kpi: id("Open tickets"), value: 14, note: "Monday's queue" } },
    { name: "kpi__record_reading", arguments: { kpi: id("Open tickets"), value: 9, note: "after triage" } },
  ]);

  // The CEO (a person holding only the CEO role) signs in to the board.
  const password = `ceo-${suffix}-password`;
  const ceo = await created<{ email: string }>(request, "/v1/users", { email: `ceo-${suffix}@tollgate.local`, roles: ["ceo"], password });
  const ceoContext = await browser.newContext();
  const ceoPage = await ceoContext.newPage();
  await ceoPage.goto("/sign-in?next=%2Fkpis");
  await ceoPage.getByLabel("Email").fill(ceo.email);
  await ceoPage.getByLabel("Password").fill(password);
  await ceoPage.getByTestId("sign-in-submit").click();
  await expect(ceoPage).toHaveURL(/\/kpis$/);
  await expect(ceoPage.getByTestId("nav-kpis")).toHaveAttribute("aria-current", "page");

  const rows = ceoPage.getByTestId("kpi-row");
  await expect(rows).toHaveCount(5);
  await expect(rows.getByTestId("kpi-name")).toHaveText(["Monthly revenue", "Churn", "Signups", "NPS", "Open tickets"]);
  await expect(ceoPage.getByTestId("kpi-summary")).toHaveText("5 KPIs · 2 off track");

  const revenue = rows.nth(0);
  await expect(revenue).toHaveAttribute("data-off-track", "true");
  await expect(revenue.getByTestId("kpi-status")).toHaveText("off track");
  await expect(revenue.getByTestId("kpi-target")).toContainText("≥ 100,000 EUR");
  await expect(revenue.getByTestId("kpi-latest")).toContainText("96,500 EUR");
  await expect(revenue.getByTestId("kpi-latest")).toContainText("2026-11");
  await expect(revenue.getByTestId("kpi-trend")).toHaveAttribute("aria-label", "Last 5 readings, oldest first: 71000, 78500, 84000, 91000, 96500; target 100000");

  const churn = rows.nth(1);
  await expect(churn.getByTestId("kpi-status")).toHaveText("off track");
  await expect(churn.getByTestId("kpi-target")).toContainText("≤ 2%");
  await expect(churn.getByTestId("kpi-latest")).toContainText("2.4%");

  await expect(rows.nth(2).getByTestId("kpi-status")).toHaveText("on track");
  await expect(rows.nth(3).getByTestId("kpi-status")).toHaveText("no reading");
  await expect(rows.nth(3).getByTestId("kpi-latest")).toHaveText("—");
  const tickets = rows.nth(4);
  await expect(tickets.getByTestId("kpi-owner")).toHaveText(`Support ${suffix}`);
  await expect(tickets.getByTestId("kpi-latest")).toContainText("9 tickets");
  await expect(tickets.getByTestId("kpi-trend")).toHaveAttribute("aria-label", "Last 2 readings, oldest first: 14, 9; target 10");
  await saveScreenshot(ceoPage, "kpi-2-ceo-board");
  await ceoContext.close();

  // An editor is told the board is the CEO's and admins'.
  const editorPassword = `editor-${suffix}-password`;
  const editor = await created<{ email: string }>(request, "/v1/users", { email: `editor-${suffix}@tollgate.local`, roles: ["editor"], password: editorPassword });
  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  await editorPage.goto("/sign-in?next=%2Fkpis");
  await editorPage.getByLabel("Email").fill(editor.email);
  await editorPage.getByLabel("Password").fill(editorPassword);
  await editorPage.getByTestId("sign-in-submit").click();
  await expect(editorPage.getByTestId("role-required")).toContainText("You need the CEO or admin role to read the KPI board");
  await expect(editorPage.getByTestId("nav-kpis")).toHaveCount(0);
  await saveScreenshot(editorPage, "kpi-3-editor-refused");
  await editorContext.close();
});
