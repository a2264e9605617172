import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { signInThroughForm } from "./support/console-session";
import { e2eDataDirectory } from "./support/e2e-environment";
import { saveScreenshot } from "./support/screenshot";

// Issue 12, items 6 and 7, for the admin (curation is no longer create-only): edit a task (a new version;
// a run keeps the one it started with) and delete it, delete an agent (its runs stay readable), add a
// person (a generated password shown once), change roles, remove a person, revoke a token. The CLI, run
// without TOLLGATE_PG_PORT, finds the journeys' running embedded database from its data folder.

const root = path.resolve(__dirname, "..");

/** `npm run tollgate -- …` as a person types it next to a running server: no port, no DATABASE_URL. */
function tollgate(...commandLine: string[]): { stdout: string; stderr: string } {
  const { DATABASE_URL: _url, TOLLGATE_PG_PORT: _port, ...environment } = process.env;
  const cli = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/cli.ts", ...commandLine], {
    cwd: root,
    encoding: "utf8",
    env: { ...environment, TOLLGATE_DATA_DIR: e2eDataDirectory },
    timeout: 60_000,
  });
  expect(cli.status, cli.stderr).toBe(0);
  return { stdout: cli.stdout, stderr: cli.stderr };
}

async function api<Body>(page: Page, method: "get" | "post", url: string, data?: unknown): Promise<Body> {
  const response = method === "get" ? await page.request.get(url) : await page.request.post(url, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Body;
}

async function finishedRun(page: Page, body: unknown): Promise<string> {
  const { id } = await api<{ id: string }>(page, "post", "/v1/runs", body);
  await expect.poll(async () => (await api<{ status: string }>(page, "get", `/v1/runs/${id}`)).status).toBe("succeeded");
  return id;
}

test("an admin edits a task into a new version, deletes it, and deletes an agent whose runs stay readable", async ({ page }) => {
  await signInThroughForm(page);
  const stamp = Date.now().toString(36);
  const agent = await api<{ id: string }>(page, "post", "/v1/agents", { name: `Retiring agent ${stamp}` });
  const task = await api<{ id: string }>(page, "post", "/v1/tasks", { name: `Invoices ${stamp}`, tools: ["os.set_context", "os.get_context"] });
  const script = [{ calls: [{ name: "os__set_context", arguments: { key: "customer", value: "Globex" } }] }, { text: "Noted." }];
  const runId = await finishedRun(page, { agentId: agent.id, taskId: task.id, kind: "direct", input: "Note the customer.", model: { provider: "scripted", script } });

  // Edit: the same form as a new task, opened with what is saved; saving makes version 2.
  // A fresh load: the task was made through the API a moment ago, and a list the landing page read within
  // the query cache's two seconds would not show it yet.
  await page.goto("/tasks");
  const row = page.locator(`[data-testid="task-row"][data-task-id="${task.id}"]`);
  await expect(row.getByTestId("task-version")).toHaveText("v1");
  await row.getByTestId("task-edit").click();
  const editor = page.getByTestId("edit-task-panel");
  await expect(editor.getByTestId("edit-task-version")).toHaveText("version 1");
  await expect(editor.locator('[data-testid="declared-tool"][data-tool="os.get_context"]')).toBeVisible();
  await expect(page.getByTestId("create-task-panel")).toHaveCount(0);
  await editor.getByTestId("edit-task-name").fill(`Invoices, reviewed ${stamp}`);
  await editor.locator('[data-testid="declared-tool"][data-tool="os.get_context"]').getByRole("button", { name: /remove/i }).click();
  await editor.locator('[data-testid="declared-tool"][data-tool="os.set_context"]').getByTestId("declared-tool-gated").check();
  await saveScreenshot(page, "admin-curation-1-task-edit");
  await editor.getByTestId("edit-task-submit").click();
  await expect(page.getByTestId("task-updated")).toContainText("as version 2");
  await expect(row.getByTestId("task-version")).toHaveText("v2");
  await expect(row.getByTestId("task-name")).toHaveText(`Invoices, reviewed ${stamp}`);
  await expect(row.getByTestId("task-gates")).toContainText("os.set_context");
  await expect(page.getByTestId("create-task-panel")).toBeVisible();
  await saveScreenshot(page, "admin-curation-2-task-v2");

  // Delete: the confirmation says what happens, then the task is gone from the list.
  await row.getByTestId("task-delete").click();
  await expect(row.getByTestId("task-delete-confirmation")).toContainText("Its runs stay readable, with the version they ran.");
  await saveScreenshot(page, "admin-curation-3-task-delete-confirmation");
  await row.getByTestId("task-delete-confirm").click();
  await expect(row).toHaveCount(0);

  // Delete the agent from its page: the confirmation says what happens to its runs.
  await page.goto(`/agents/${agent.id}`);
  await page.getByTestId("agent-delete").click();
  const confirmation = page.getByTestId("agent-delete-confirmation");
  await expect(confirmation).toContainText("Its runs stay readable in Runs");
  await saveScreenshot(page, "admin-curation-4-agent-delete-confirmation");
  await confirmation.getByTestId("agent-delete-confirm").click();
  await expect(page).toHaveURL(/\/agents$/);
  await expect(page.getByTestId("agent-row").filter({ hasText: `Retiring agent ${stamp}` })).toHaveCount(0);

  // Its run is still there to read, with what it did.
  await page.goto(`/runs/${runId}`);
  await expect(page.getByText("Noted.").first()).toBeVisible();
  await saveScreenshot(page, "admin-curation-5-run-of-deleted-agent");
});

test("an admin adds, changes and removes people and revokes a token; the CLI finds the running database", async ({ page, browser }) => {
  await signInThroughForm(page);
  const stamp = Date.now().toString(36);

  // The CLI without --password (and without TOLLGATE_PG_PORT): a generated password, printed once.
  const ceoEmail = `ceo-${stamp}@example.org`;
  const created = tollgate("user", "create", "--email", ceoEmail, "--role", "ceo");
  expect(created.stderr).toContain("reusing the embedded PostgreSQL");
  const [, password] = /^Password \(shown once; keep it now\): (\S+)$/m.exec(created.stdout) ?? [];
  expect(password).toBeTruthy();
  const token = tollgate("token", "create", "--email", ceoEmail, "--scopes", "runs:read,gates:decide", "--name", "portal script").stdout.trim();

  // The person the CLI made signs in with the password it printed.
  const ceoContext = await browser.newContext();
  const ceoPage = await ceoContext.newPage();
  await ceoPage.goto("/sign-in");
  await ceoPage.getByLabel("Email").fill(ceoEmail);
  await ceoPage.getByLabel("Password").fill(password);
  await ceoPage.getByTestId("sign-in-submit").click();
  await expect(ceoPage.getByTestId("signed-in-email")).toHaveText(ceoEmail);

  // People: add an editor without a password; the generated one is shown once.
  await page.getByRole("link", { name: "People" }).click();
  await expect(page).toHaveURL(/\/users$/);
  const editorEmail = `editor-${stamp}@example.org`;
  await page.getByTestId("new-user-email").fill(editorEmail);
  await page.getByTestId("new-user-submit").click();
  await expect(page.getByTestId("user-added")).toContainText(`Added ${editorEmail} as editor.`);
  await expect(page.getByTestId("user-generated-password")).toHaveText(/^[A-Za-z0-9_-]{24}$/);
  await saveScreenshot(page, "admin-people-1-added");

  // A refusal beside its field, in people's words.
  await page.getByTestId("new-user-email").fill(editorEmail);
  await page.getByTestId("new-user-submit").click();
  await expect(page.getByTestId("add-user-panel").getByTestId("error-notice")).toContainText("already has an account");

  // Change the editor's roles: add ceo, save.
  const editorRow = page.locator(`[data-testid="user-row"][data-user-email="${editorEmail}"]`);
  await editorRow.locator('input[data-testid$="-role-ceo"]').check();
  await editorRow.getByTestId("user-roles-save").click();
  await expect(editorRow.locator('input[data-testid$="-role-ceo"]')).toBeChecked();
  await expect(editorRow.getByTestId("user-roles-save")).toHaveCount(0);

  // Tokens: the CLI's token is listed with its person and scopes; revoked, it is refused at once.
  const tokenRow = page.locator(`[data-testid="token-row"][data-token-user="${ceoEmail}"]`);
  await expect(tokenRow).toContainText("portal script");
  await expect(tokenRow).toContainText("gates:decide");
  expect((await page.request.get("/v1/gates?status=open", { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  await tokenRow.getByTestId("token-revoke").click();
  await expect(tokenRow.getByTestId("token-revoke-confirmation")).toContainText("refused from now on");
  await saveScreenshot(page, "admin-people-2-revoke-confirmation");
  await tokenRow.getByTestId("token-revoke-confirm").click();
  await expect(tokenRow.getByTestId("token-revoked")).toBeVisible();
  expect((await page.request.get("/v1/gates?status=open", { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);

  // Remove the CEO: signed out at once.
  const ceoRow = page.locator(`[data-testid="user-row"][data-user-email="${ceoEmail}"]`);
  await ceoRow.getByTestId("user-remove").click();
  await expect(ceoRow.getByTestId("user-remove-confirmation")).toContainText("signed out everywhere");
  await ceoRow.getByTestId("user-remove-confirm").click();
  await expect(ceoRow).toHaveCount(0);
  expect((await ceoPage.request.get("/v1/me")).status()).toBe(401);
  await ceoContext.close();

  // One's own row cannot be removed.
  await expect(page.locator('[data-testid="user-row"][data-user-email="admin@tollgate.local"]').getByTestId("user-remove")).toHaveCount(0);
  await saveScreenshot(page, "admin-people-3-after");
});
