import { expect, test, type Page } from "@playwright/test";
import { playgroundExamples, signInThroughForm } from "./support/console-session";
import { saveScreenshot } from "./support/screenshot";

// Issue 12, item 11: the overview, where people would rather look than read. A new agent's overview first
// says what will appear; after runs that answer, fail, refuse and wait at a gate, the pictures show them —
// for the agent, for the organisation, by day and by hour, on /overview and on the agent's page. Issue 23,
// item 1: a count or a bar opens the runs behind it.

type Run = { status: string };

async function startRun(page: Page, agentId: string, taskId: string | null, input: string, script: unknown[]): Promise<string> {
  const started = await page.request.post("/v1/runs", {
    data: { agentId, ...(taskId ? { taskId } : {}), kind: "direct", input, model: { provider: "scripted", script } },
  });
  expect(started.status()).toBe(202);
  return ((await started.json()) as { id: string }).id;
}

async function runStatus(page: Page, runId: string): Promise<string> {
  return ((await (await page.request.get(`/v1/runs/${runId}`)).json()) as Run).status;
}

test("the overview draws an agent's calls, failures and gate waits", async ({ page }) => {
  await signInThroughForm(page);
  const examples = await playgroundExamples(page);
  const taskId = examples.find((example) => example.taskId)?.taskId ?? null;
  const created = await page.request.post("/v1/agents", { data: { name: `Overview agent ${Date.now().toString(36)}` } });
  expect(created.status()).toBe(201);
  const agent = (await created.json()) as { id: string; name: string };

  // Reached from the navigation; the agent's overview is empty and says what will appear. (The reload
  // lets the console read the agents again: the one just made through the API is new to it.)
  await page.reload();
  await page.getByTestId("nav-overview").click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByTestId("overview-dashboard")).toBeVisible();
  await page.getByTestId("overview-agent").selectOption(agent.id);
  await expect(page).toHaveURL(new RegExp(`/overview\\?range=7d&agentId=${agent.id}$`));
  await expect(page.getByTestId("overview-calls").getByTestId("empty-state")).toContainText("No tool calls in the last 7 days");
  await expect(page.getByTestId("overview-failing-tools").getByTestId("empty-state")).toContainText("No tool failed in the last 7 days");
  await expect(page.getByTestId("overview-gate-waits").getByTestId("empty-state")).toContainText("No gate opened in the last 7 days");
  await saveScreenshot(page, "overview-1-empty");

  // Runs of the agent: two values read back and two keys that are not there (tool errors), a typo handed
  // back, and a question to the CEO held at a gate.
  const contextRun = await startRun(page, agent.id, taskId, "Keep the customer in context.", [
    { calls: [{ name: "os__set_context", arguments: { key: "customer", value: "Ada" } }] },
    { calls: [{ name: "os__get_context", arguments: { key: "customer" } }] },
    { calls: [{ name: "os__get_context", arguments: { key: "invoice" } }] },
    { calls: [{ name: "os__get_context", arguments: { key: "order" } }] },
    { text: "The customer is Ada." },
  ]);
  const typoRun = await startRun(page, agent.id, taskId, "What tools exist?", [
    { calls: [{ name: "os__list_built_in_tool", arguments: {} }] },
    { calls: [{ name: "os__list_built_in_tools", arguments: { family: "Context" } }] },
    { text: "Set, get and delete." },
  ]);
  const gateRun = await startRun(page, agent.id, taskId, "Ask the CEO.", [{ calls: [{ name: "os__ask_ceo", arguments: { question: "May we ship?" } }] }]);
  await expect.poll(() => runStatus(page, contextRun), { timeout: 30_000 }).toBe("succeeded");
  await expect.poll(() => runStatus(page, typoRun), { timeout: 30_000 }).toBe("succeeded");
  await expect.poll(() => runStatus(page, gateRun), { timeout: 30_000 }).toBe("waiting");
  const gates = (await (await page.request.get("/v1/gates?status=open")).json()) as { gates: { id: string; runId: string }[] };
  const gate = gates.gates.find((candidate) => candidate.runId === gateRun);
  expect(gate, "the CEO's question waits at a gate").toBeDefined();
  const decided = await page.request.post(`/v1/gates/${gate!.id}/decision`, { data: { decision: "approve", note: "Ship it." } });
  expect(decided.status()).toBe(200);
  await expect.poll(() => runStatus(page, gateRun), { timeout: 30_000 }).toBe("succeeded");

  // The pictures: every call by outcome, the failing tool with its code, the gate's wait.
  await page.reload();
  const calls = page.getByTestId("overview-calls");
  await expect(calls.getByTestId("overview-calls-summary")).toHaveText("7 calls: 4 answered, 2 ended in a tool error, 1 refused and handed back.");
  await expect(calls.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expect(calls.locator(".recharts-legend-item")).toHaveText(["answered", "ended in a tool error", "refused and handed back"]);
  const failing = page.getByTestId("failing-tool");
  await expect(failing).toHaveCount(1);
  await expect(failing).toContainText("os.get_context");
  await expect(failing).toContainText("2 of 3 calls failed (67%)");
  await expect(failing.getByTestId("failing-tool-code")).toHaveText("context_key_not_found × 2");
  const waits = page.getByTestId("overview-gate-waits");
  await expect(waits.getByTestId("gate-wait-decided")).toHaveText("1");
  await expect(waits.getByTestId("gate-wait-open")).toHaveText("0");
  await expect(waits.getByTestId("gate-wait-median")).toHaveText(/^\d+ s$/);
  await expect(waits.getByTestId("gate-wait-sentence")).toHaveText("1 approved, 0 denied.");
  await expect(waits.locator(".recharts-bar-rectangle")).toHaveCount(1);
  await saveScreenshot(page, "overview-2-agent");

  // Issue 23, item 1: a count of the sentence opens the runs behind it — the context run, two tool errors,
  // though it succeeded.
  const rows = page.getByTestId("run-row");
  await calls.getByTestId("overview-calls-tool_error").click();
  await expect(page).toHaveURL(new RegExp(`/runs\\?agentId=${agent.id}&callOutcome=tool_error&callsFrom=`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute("data-run-id", contextRun);
  await expect(rows.first()).toContainText("succeeded");
  await expect(rows.first().getByTestId("troubled-tool_error")).toHaveText("2 tool errors");
  await expect(page.getByTestId("runs-call-outcome")).toHaveValue("tool_error");
  await expect(page.getByTestId("runs-calls-window")).toContainText("Only runs with a call recorded");
  await saveScreenshot(page, "overview-5-runs-behind-a-count");
  await page.goBack();
  await expect(page).toHaveURL(/\/overview\?range=7d/);
  // A bar's colour opens the runs with a call that ended so in that day: the refused call's run.
  await calls.locator(".overview-bar-handed_back .recharts-bar-rectangle path").filter({ visible: true }).last().click();
  await expect(page).toHaveURL(/callOutcome=handed_back/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute("data-run-id", typoRun);
  await expect(rows.first().getByTestId("troubled-handed_back")).toHaveText("1 refused");
  await saveScreenshot(page, "overview-6-runs-behind-a-bar");
  await page.goBack();
  await expect(page).toHaveURL(/\/overview\?range=7d/);

  // By hour over the last day: the same calls, one bar per hour.
  await page.getByTestId("overview-range-24h").click();
  await expect(page).toHaveURL(/range=24h/);
  await expect(calls).toContainText("by hour");
  await expect(calls.getByTestId("overview-calls-summary")).toHaveText("7 calls: 4 answered, 2 ended in a tool error, 1 refused and handed back.");
  await saveScreenshot(page, "overview-3-by-hour");

  // The organisation holds the agent's calls and everyone else's.
  await page.getByTestId("overview-agent").selectOption("");
  await expect(page).toHaveURL(/\/overview\?range=24h$/);
  const total = Number((await calls.getByTestId("overview-calls-summary").textContent())?.match(/^(\d+) calls?/)?.[1]);
  expect(total).toBeGreaterThanOrEqual(7);

  // The agent's own page carries the same pictures, for its runs only; g o leads back to the overview.
  await page.goto(`/agents/${agent.id}`);
  const panel = page.getByTestId("agent-overview");
  await expect(panel.getByTestId("overview-calls-summary")).toHaveText("7 calls: 4 answered, 2 ended in a tool error, 1 refused and handed back.");
  await panel.scrollIntoViewIfNeeded();
  await saveScreenshot(page, "overview-4-agent-page");
  await page.locator("body").press("g");
  await page.locator("body").press("o");
  await expect(page).toHaveURL(/\/overview$/);
});
