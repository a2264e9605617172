import { expect, test, type Page } from "@playwright/test";
import { playgroundExamples, signInThroughForm } from "./support/console-session";
import { saveScreenshot } from "./support/screenshot";

// Issue 12, items 8 and 10. Journey of an editor who reads a run as a trace — the model turns' latency, a
// call's gate wait and its handler time, the CEO's decision with its note, results formatted, a search
// within the run, calls collapsed and opened from the trace — then finds runs in the list by search,
// agent, task and status, with names and durations, paging past fifty runs.

async function demoAgent(page: Page) {
  const examples = await playgroundExamples(page);
  const example = examples.find((candidate) => candidate.agentId);
  if (!example?.agentId) throw new Error("The playground examples have no agent: the Demo agent is missing.");
  return { agentId: example.agentId, taskId: example.taskId };
}

async function startRun(page: Page, body: Record<string, unknown>): Promise<string> {
  const started = await page.request.post("/v1/runs", { data: { kind: "direct", ...body } });
  expect(started.status()).toBe(202);
  return ((await started.json()) as { id: string }).id;
}

async function waitForStatus(page: Page, runId: string, status: string) {
  await expect.poll(async () => ((await (await page.request.get(`/v1/runs/${runId}`)).json()) as { status: string }).status, { timeout: 30_000 }).toBe(status);
}

test("an editor reads a run as a trace, searches it and opens a call from the waterfall", async ({ page }) => {
  await signInThroughForm(page);
  const { agentId } = await demoAgent(page);
  const stamp = `trace-${Date.now()}`;
  const runId = await startRun(page, {
    agentId,
    input: `Check the tools, note the customer, then ask the CEO (${stamp}).`,
    model: {
      provider: "scripted",
      script: [
        { calls: [{ name: "os__set_execution_name", arguments: { name: `Trace journey ${stamp}` } }] },
        {
          calls: [
            { name: "os__list_built_in_tools", arguments: { family: "Context" } },
            { name: "os__set_context", arguments: { key: "customer", value: "Globex\nSecond line" } },
          ],
        },
        { calls: [{ name: "os__ask_ceo", arguments: { question: "May we invoice Globex today?" } }] },
      ],
    },
  });
  await waitForStatus(page, runId, "waiting");
  const gates = (await (await page.request.get("/v1/gates?status=open")).json()) as { gates: { id: string; runId: string }[] };
  const gate = gates.gates.find((candidate) => candidate.runId === runId);
  expect(gate, "the run's gate is open").toBeDefined();
  const decided = await page.request.post(`/v1/gates/${gate!.id}/decision`, { data: { decision: "approve", note: "Yes — invoice them today." } });
  expect(decided.status()).toBe(200);
  await waitForStatus(page, runId, "succeeded");

  await page.goto(`/runs/${runId}`);
  await expect(page.getByTestId("run-status")).toHaveText("succeeded");
  await expect(page.getByTestId("run-execution-name")).toHaveText(`Trace journey ${stamp}`);

  // The waterfall: queued, each model turn with its latency, each call; the gated call waited at its gate.
  const trace = page.getByTestId("run-trace");
  await expect(trace.locator('[data-testid="trace-row"][data-kind="queue"]')).toHaveCount(1);
  await expect(trace.locator('[data-testid="trace-row"][data-kind="turn"]')).toHaveCount(3);
  await expect(trace.locator('[data-testid="trace-row"][data-kind="call"]')).toHaveCount(4);
  await expect(trace.locator('[data-testid="trace-segment"][data-kind="model"]')).toHaveCount(3);
  const gatedRow = trace.locator('[data-testid="trace-row"][data-kind="call"]').filter({ hasText: "os__ask_ceo" });
  await expect(gatedRow.locator('[data-testid="trace-segment"][data-kind="gate"]')).toHaveCount(1);
  await expect(gatedRow.locator('[data-testid="trace-segment"][data-kind="handler"]')).toHaveCount(1);
  // The scripted model reports no tokens; nothing is made up, and no cost is ever shown.
  await expect(trace.getByTestId("trace-tokens")).toHaveText("No tokens reported");
  await expect(page.getByTestId("turn-latency").first()).toHaveText(/^model \d/);
  await saveScreenshot(page, "run-trace-1-waterfall");

  // The gate's events: who decided, when, the note.
  const gatedCall = page.locator('[data-testid="call-row"]').filter({ hasText: "os__ask_ceo" });
  const event = gatedCall.getByTestId("call-gate-event");
  await expect(event).toHaveAttribute("data-status", "decided");
  await expect(event.getByTestId("call-gate-verdict")).toHaveText("Approved");
  await expect(event.getByTestId("call-gate-decided-by")).toHaveText("admin@tollgate.local");
  await expect(event.getByTestId("call-gate-note")).toHaveText("Yes — invoice them today.");

  // Arguments are shown once, in the card; a line break in them is a line break, never a literal "\n".
  const contextCall = page.locator('[data-testid="call-row"]').filter({ hasText: "os__set_context" });
  await expect(contextCall.getByTestId("call-arguments")).toHaveCount(1);
  await expect(page.getByTestId("model-message").filter({ hasText: "Globex" })).toHaveCount(0);
  const argumentsValue = contextCall.getByTestId("call-arguments-value");
  await expect(argumentsValue).toContainText("Globex\nSecond line", { useInnerText: true });
  await expect(argumentsValue).not.toContainText("\\n");

  // A JSON result is shown formatted; the exact text the model read is one click away.
  const listCall = page.locator('[data-testid="call-row"]').filter({ hasText: "os__list_built_in_tools" });
  await expect(listCall.getByTestId("call-result")).toHaveAttribute("data-format", "json");
  await expect(listCall.getByTestId("call-result")).toContainText("remaining_tool_calls:");
  await expect(listCall.getByTestId("call-result-json")).not.toContainText("\\n");
  await listCall.getByTestId("call-result-exact").click();
  await expect(listCall.getByTestId("call-result")).not.toHaveAttribute("data-format", "json");
  await listCall.getByTestId("call-result-formatted").click();
  await saveScreenshot(page, "run-trace-2-calls");

  // Search within the run: one call of four matches; the others leave the timeline and dim in the trace.
  await page.getByTestId("run-call-search").fill("invoice globex");
  await expect(page.getByTestId("run-call-search-count")).toHaveText("1 of 4 calls match");
  await expect(page.locator('[data-testid="call-row"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="call-row"]').getByTestId("call-name")).toHaveText("os__ask_ceo");
  await saveScreenshot(page, "run-trace-3-search");
  await page.getByTestId("run-call-search").fill("");
  await expect(page.locator('[data-testid="call-row"]')).toHaveCount(4);

  // Calls collapse; a row of the trace opens its call's card.
  await page.getByTestId("calls-collapse-all").click();
  await expect(page.locator('[data-testid="call-row"][data-open="true"]')).toHaveCount(0);
  await expect(page.getByTestId("call-result")).toHaveCount(0);
  await gatedRow.click();
  await expect(gatedCall).toHaveAttribute("data-open", "true");
  await expect(gatedCall.getByTestId("call-gate-event")).toBeInViewport();
  await expect(page.locator('[data-testid="call-row"][data-open="true"]')).toHaveCount(1);
  await saveScreenshot(page, "run-trace-4-opened-from-trace");
});

test("an editor finds runs by search, agent, task and status, and pages past fifty", async ({ page }) => {
  await signInThroughForm(page);
  const { agentId, taskId } = await demoAgent(page);
  const stamp = `list${Date.now()}`;
  // Fifty-three quick runs sharing a word in their input, the first with the Demo task.
  const ids: string[] = [];
  for (let position = 0; position < 53; position += 1) {
    ids.push(await startRun(page, { agentId, ...(position === 0 && taskId ? { taskId } : {}), input: `Batch ${stamp} number ${position}`, model: { provider: "scripted", script: [{ text: `Answer ${position}` }] } }));
  }
  await waitForStatus(page, ids.at(-1)!, "succeeded");

  await page.goto("/runs");
  await page.getByTestId("runs-search").fill(stamp);
  await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
  const rows = page.getByTestId("run-row");
  await expect(rows).toHaveCount(50);
  await expect(page.getByTestId("runs-page")).toContainText("Page 1");
  await expect(rows.first().getByTestId("run-agent")).not.toHaveText("");
  await expect(rows.first().getByTestId("run-duration")).toHaveText(/\d+(\.\d)? (ms|s)$/);
  await saveScreenshot(page, "runs-list-1-search");

  // Keyset paging: the three oldest on the second page, the first one among them.
  await page.getByTestId("runs-older").click();
  await expect(page.getByTestId("runs-page")).toContainText("Page 2");
  await expect(rows).toHaveCount(3);
  await expect(rows.last()).toHaveAttribute("data-run-id", ids[0]);
  await expect(page.getByTestId("runs-older")).toBeDisabled();
  // Issue 23, item 7: the page is in the address, so a run opened from page 2 returns to page 2 on Back.
  await expect(page).toHaveURL(/[?&]pages=/);
  await rows.first().getByTestId("run-link").click();
  await expect(page).toHaveURL(/\/runs\/[^/?]+$/);
  await expect(page.getByTestId("run-execution-name")).toHaveText(/^Batch list\d+ number \d$/);
  await page.goBack();
  await expect(page.getByTestId("runs-page")).toContainText("Page 2");
  await expect(rows).toHaveCount(3);
  await expect(rows.last()).toHaveAttribute("data-run-id", ids[0]);
  await saveScreenshot(page, "runs-list-3-page-two-after-back");
  await page.getByTestId("runs-newer").click();
  await expect(rows).toHaveCount(50);

  // By task: the one run of the batch that ran with the Demo task, shown by the task's name.
  if (taskId) {
    await page.getByTestId("runs-task").selectOption(taskId);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute("data-run-id", ids[0]);
    await expect(rows.first().getByTestId("run-task")).not.toHaveText("—");
    await page.getByTestId("runs-task").selectOption("");
  }

  // By agent and status together: none of the batch failed.
  await page.getByTestId("runs-agent").selectOption(agentId);
  await page.getByTestId("runs-filter-failed").click();
  await expect(page.getByTestId("empty-state")).toContainText("No run matches these filters");
  await saveScreenshot(page, "runs-list-2-no-match");

  // A search of two characters is not sent, and says why.
  await page.getByTestId("runs-clear-filters").click();
  await page.getByTestId("runs-search").fill("ab");
  await expect(page.getByText("Type at least 3 characters to search.")).toBeVisible();
  await expect(page).not.toHaveURL(/q=ab/);
});

test("an editor sees the calls that went wrong in a run that succeeded, filters by them, and a cancelled run reads grey", async ({ page }) => {
  await signInThroughForm(page);
  const { agentId } = await demoAgent(page);
  const stamp = `troubled${Date.now()}`;
  const troubledInput = `Read the ${stamp} keys and list the tools`;
  const troubled = await startRun(page, {
    agentId,
    input: troubledInput,
    model: {
      provider: "scripted",
      script: [
        { calls: [{ name: "os__get_context", arguments: { key: "missing" } }] },
        { calls: [{ name: "os__list_built_in_tool", arguments: {} }] },
        { text: "Done anyway." },
      ],
    },
  });
  const clean = await startRun(page, { agentId, input: `All fine ${stamp}`, model: { provider: "scripted", script: [{ text: "Fine." }] } });
  const cancelled = await startRun(page, {
    agentId,
    input: `Ask and be cancelled ${stamp}`,
    model: { provider: "scripted", script: [{ calls: [{ name: "os__ask_ceo", arguments: { question: "Ship?" } }] }] },
  });
  await waitForStatus(page, troubled, "succeeded");
  await waitForStatus(page, clean, "succeeded");
  await waitForStatus(page, cancelled, "waiting");
  expect((await page.request.post(`/v1/runs/${cancelled}/cancel`)).status()).toBe(200);
  await waitForStatus(page, cancelled, "cancelled");

  // Issue 23, item 1: the Calls column — a succeeded run's tool error and refusal beside its status.
  await page.goto(`/runs?q=${stamp}`);
  const rows = page.getByTestId("run-row");
  await expect(rows).toHaveCount(3);
  const rowOf = (id: string) => page.locator(`[data-testid="run-row"][data-run-id="${id}"]`);
  await expect(rowOf(troubled)).toContainText("succeeded");
  await expect(rowOf(troubled).getByTestId("troubled-tool_error")).toHaveText("1 tool error");
  await expect(rowOf(troubled).getByTestId("troubled-handed_back")).toHaveText("1 refused");
  await expect(rowOf(clean).getByTestId("run-calls")).toHaveText("—");
  // Issue 23, item 7: a cancelled run's "cancelled" reads grey, not red like an error.
  const cancelledCode = rowOf(cancelled).getByTestId("run-failure-code");
  await expect(cancelledCode).toHaveText("cancelled");
  await expect(cancelledCode).toHaveClass(/text-slate-500/);
  await expect(cancelledCode).not.toHaveClass(/text-red/);
  await saveScreenshot(page, "runs-list-4-calls-column");

  // The filter keeps the runs with a call that ended so.
  await page.getByTestId("runs-call-outcome").selectOption("tool_error");
  await expect(page).toHaveURL(/callOutcome=tool_error/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute("data-run-id", troubled);
  await saveScreenshot(page, "runs-list-5-call-outcome-filter");
  await page.getByTestId("runs-call-outcome").selectOption("denied");
  await expect(page.getByTestId("empty-state")).toContainText("No run matches these filters");
  await page.getByTestId("runs-call-outcome").selectOption("tool_error");
  await expect(rows).toHaveCount(1);

  // Issue 23, item 7: a run with no name is called by its input on its own page, as in the list.
  await rows.first().getByTestId("run-link").click();
  await expect(page.getByTestId("run-execution-name")).toHaveText(troubledInput);
  await expect(page.getByTestId("run-header-troubled-calls").getByTestId("troubled-tool_error")).toHaveText("1 tool error");
  await saveScreenshot(page, "run-page-titled-by-input");
  await page.goBack();
  await expect(page).toHaveURL(/callOutcome=tool_error/);
  await expect(rows).toHaveCount(1);

  // The cancelled run's page: its title is its input; its ending is a grey note, not a red alert.
  await page.goto(`/runs/${cancelled}`);
  await expect(page.getByTestId("run-status")).toHaveText("cancelled");
  await expect(page.getByTestId("run-execution-name")).toHaveText(`Ask and be cancelled ${stamp}`);
  const ending = page.getByTestId("run-failure");
  await expect(ending).toHaveAttribute("role", "status");
  await expect(ending).toHaveClass(/bg-slate-50/);
  await expect(ending).not.toHaveClass(/red/);
  await saveScreenshot(page, "run-page-cancelled-grey");
});
