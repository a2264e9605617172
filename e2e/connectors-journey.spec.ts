import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator } from "@playwright/test";
import { signInThroughForm } from "./support/console-session";
import { e2eDataDirectory, screenshotDirectory } from "./support/e2e-environment";
import { saveScreenshot } from "./support/screenshot";

// Issue 10, "Done when": an admin in the browser binds a real MCP server (the reference server-filesystem over
// stdio, rooted at a folder of its own), signs it in at the organisation, sees its tools, turns one off, turns
// the connector on for an agent, runs that agent with a scripted model calling another of its tools, and
// reads the result in the run's timeline (CONTRACT.md, Connectors; seed "tools in a run", Connector logins).
// Issue 16: the server runs in its sandbox, where its login's own folder is /sandbox (host side:
// <data>/sandboxes/<login id>), so that is the folder it is rooted at and where the note is put.

const filesystemServer = path.resolve(__dirname, "../node_modules/.bin/mcp-server-filesystem");

/** One panel at its own size, to be looked at beside the full page. */
async function savePanelScreenshot(panel: Locator, name: string): Promise<void> {
  await panel.screenshot({ path: path.resolve(__dirname, "..", screenshotDirectory, `${name}.png`) });
}

test("an admin binds an MCP server, turns a tool off, and reads another tool's result in a run", async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const connectorName = `files-${stamp}`;
  const agentName = `Connector agent ${stamp}`;
  const guildName = `Research ${stamp}`;
  const folder = "/sandbox";
  const noteFile = `${folder}/note.txt`;
  let noteOnHost: string | undefined;
  const noteText = `The connector journey read this, ${stamp}.`;
  const secretName = `FILES_TOKEN_${stamp}`;
  const secretValue = `files-secret-${stamp}-never-shown`;
  try {
    await signInThroughForm(page);
    const agent = await page.request.post("/v1/agents", { data: { name: agentName } });
    expect(agent.status()).toBe(201);
    const agentId = ((await agent.json()) as { id: string }).id;
    expect((await page.request.post("/v1/secrets", { data: { name: secretName, value: secretValue } })).status()).toBe(201);

    // Guilds on the agents page: create one, put the agent in it, see it in the list.
    await page.getByTestId("nav-agents").click();
    await expect(page).toHaveURL(/\/agents$/);
    // Issue 23, item 7: an empty name is refused beside the field, and the problem goes once a name is typed.
    await page.getByTestId("new-guild-submit").click();
    await expect(page.getByTestId("new-guild-name")).toHaveAttribute("aria-invalid", "true");
    await page.getByTestId("new-guild-name").fill(guildName);
    await expect(page.getByTestId("new-guild-name")).toHaveAttribute("aria-invalid", "false");
    await expect(page.getByTestId("agent-guilds-panel").getByRole("alert")).toHaveCount(0);
    await page.getByTestId("new-guild-submit").click();
    const guildRow = page.getByTestId("guild-row").filter({ hasText: guildName });
    await expect(guildRow.getByTestId("guild-members")).toHaveText("no agents");

    // The Connectors page: a refused connector shows the API's words beside each field, gone once it is fixed.
    await page.getByTestId("nav-connectors").click();
    await expect(page).toHaveURL(/\/connectors$/);
    await page.getByTestId("new-connector-name").fill("Files!");
    await page.getByTestId("new-connector-submit").click();
    await expect(page.getByTestId("new-connector-name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#new-connector-name ~ p[role=alert]")).toContainText("lowercase letters");
    await expect(page.getByTestId("new-connector-command")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("create-connector-panel").getByTestId("error-notice")).toContainText("invalid_request");
    await page.getByTestId("new-connector-name").fill(connectorName);
    await expect(page.getByTestId("new-connector-name")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("new-connector-command")).toHaveAttribute("aria-invalid", "true");

    await page.getByTestId("new-connector-description").fill("The journey's own folder");
    await page.getByTestId("new-connector-command").fill(filesystemServer);
    await expect(page.getByTestId("new-connector-command")).not.toHaveAttribute("aria-invalid", "true");
    await page.getByTestId("new-connector-arguments").fill(folder);
    await page.getByTestId("new-connector-env-add").click();
    await page.getByTestId("new-connector-env-key").fill("FILES_TOKEN");
    await page.getByTestId("new-connector-env-source-secret").click();
    await page.getByTestId("new-connector-env-secret").selectOption(secretName);
    await page.getByTestId("new-connector-submit").click();
    await expect(page.getByTestId("connector-created")).toContainText(connectorName);

    const card = page.locator(`[data-testid="connector-card"][data-connector="${connectorName}"]`);
    await expect(card.getByTestId("connector-command")).toHaveText(`${filesystemServer} ${folder}`);
    await expect(card.getByTestId("connector-env-row")).toHaveText(`FILES_TOKEN=secret: ${secretName}`);
    expect(await page.content()).not.toContain(secretValue);

    // Signed in at the organisation: a stdio server needs no authorization, so it connects and lists at once.
    await card.getByTestId("new-login-scope-organisation").click();
    await card.getByTestId("new-login-submit").click();
    const login = card.locator('[data-testid="login-card"][data-scope="organisation"]');
    await expect(login.getByTestId("login-status")).toHaveText("connected", { timeout: 30_000 });
    await expect(login.getByTestId("login-place")).toHaveText("organisation");
    const connectors = (await (await page.request.get("/v1/connectors")).json()) as { connectors: { id: string; name: string }[] };
    const connectorId = connectors.connectors.find((connector) => connector.name === connectorName)!.id;
    const logins = (await (await page.request.get(`/v1/connectors/${connectorId}/logins`)).json()) as { logins: { id: string; scope: string }[] };
    const loginId = logins.logins.find((candidate) => candidate.scope === "organisation")!.id;
    noteOnHost = path.resolve(__dirname, "..", e2eDataDirectory, "sandboxes", loginId, "note.txt");
    writeFileSync(noteOnHost, noteText);
    await expect(login.getByTestId("login-listed-age")).toHaveText("listed just now");
    await expect(login.getByTestId("login-last-error")).toHaveCount(0);
    await expect(card.getByTestId("new-login-taken")).toHaveText("Already signed in there.");
    await expect(card.getByTestId("new-login-submit")).toBeDisabled();
    await saveScreenshot(page, "connectors-1-connector-signed-in");

    // Its tools: each on, with access and retry from the annotations; one turned off, one overridden.
    await login.getByTestId("login-tools-disclosure").locator("summary").click();
    const tool = (name: string) => login.locator(`[data-testid="login-tool"][data-tool="${connectorName}.${name}"]`);
    await expect(tool("read_text_file")).toHaveAttribute("data-enabled", "true");
    await expect(tool("read_text_file").getByTestId("login-tool-access")).toHaveAttribute("data-value", "read");
    await expect(tool("read_text_file").getByTestId("login-tool-retry")).toHaveAttribute("data-value", "safe");
    await expect(tool("read_text_file").getByTestId("tool-annotations")).toContainText("readOnlyHint=true");
    await expect(tool("write_file").getByTestId("login-tool-access")).toHaveAttribute("data-value", "write");
    await expect(tool("write_file").getByTestId("login-tool-retry")).toHaveAttribute("data-value", "idempotent");

    await tool("write_file").getByTestId("login-tool-enabled").click();
    await expect(tool("write_file")).toHaveAttribute("data-enabled", "false");
    await expect(tool("write_file").getByTestId("login-tool-enabled")).toHaveAttribute("aria-checked", "false");
    await tool("list_directory").getByTestId("login-tool-retry").selectOption("unsafe");
    await expect(tool("list_directory").getByTestId("login-tool-retry")).toHaveAttribute("data-overridden", "true");
    await expect(login.getByTestId("login-tools-summary")).toContainText("on");
    await saveScreenshot(page, "connectors-2-login-tools");
    await savePanelScreenshot(login, "connectors-2b-login-tools-panel");

    // List now, Disconnect, Reconnect: each answers the login as it now is; the admin's tool choices stay.
    await login.getByTestId("login-list-now").click();
    await expect(login.getByTestId("login-list-now")).toHaveText("List now");
    await expect(login.getByTestId("login-listed-age")).toHaveText("listed just now");
    await login.getByTestId("login-disconnect").click();
    await expect(login.getByTestId("login-status")).toHaveText("disconnected");
    await expect(login.getByTestId("login-list-now")).toBeDisabled();
    await login.getByTestId("login-reconnect").click();
    await expect(login.getByTestId("login-status")).toHaveText("connected", { timeout: 30_000 });

    // After a reload the choices are the login's own, not the page's.
    await page.reload();
    await card.locator('[data-testid="login-card"][data-scope="organisation"]').getByTestId("login-tools-disclosure").locator("summary").click();
    await expect(tool("write_file")).toHaveAttribute("data-enabled", "false");
    await expect(tool("list_directory").getByTestId("login-tool-retry")).toHaveAttribute("data-value", "unsafe");

    // Issue 23, item 7: the Tools page finds the connector's tools on their own shelf, by name.
    await page.getByTestId("nav-tools").click();
    await page.getByTestId("tools-shelf-connectors").click();
    await page.getByTestId("tool-search").fill("read_text");
    await expect(page.locator(`[data-testid="tool-entry"][data-tool-name="${connectorName}.read_text_file"]`)).toBeVisible();
    await saveScreenshot(page, "connectors-2c-tools-page-connector-shelf");

    // The agent page: the connector turned on for the agent, served by the organisation's login; a guild set.
    await page.goto(`/agents/${agentId}`);
    await expect(page.getByTestId("agent-name")).toHaveText(agentName);
    await page.getByTestId("agent-guild-select").selectOption({ label: guildName });
    await expect(page.getByTestId("agent-guild-saved")).toBeVisible();
    await expect(page.getByTestId("agent-fact-guild")).toHaveText(guildName);
    const agentConnector = page.locator(`[data-testid="agent-connector"][data-connector="${connectorName}"]`);
    await expect(agentConnector).toHaveAttribute("data-on", "false");
    await agentConnector.getByTestId("agent-connector-switch").click();
    await expect(agentConnector).toHaveAttribute("data-on", "true");
    await expect(agentConnector.getByTestId("agent-connector-login-status")).toHaveText("connected");
    await expect(agentConnector.getByTestId("agent-connector-login-place")).toHaveText("organisation");

    // What a run offers: the tool that is on, not the one turned off, and why.
    const offer = page.getByTestId("agent-offer");
    await expect(offer.locator(`[data-testid="offered-tool"][data-tool="${connectorName}.read_text_file"]`)).toBeVisible();
    await expect(offer.locator(`[data-testid="offered-tool"][data-tool="${connectorName}.write_file"]`)).toHaveCount(0);
    await offer.getByTestId("not-offered-tools").locator("summary").click();
    await expect(offer.locator(`[data-testid="not-offered-tool"][data-tool="${connectorName}.write_file"]`)).toContainText("turned off");
    await expect(offer.locator(`[data-testid="offer-connector"][data-connector="${connectorName}"]`)).toHaveAttribute("data-verdict", "offer");
    await saveScreenshot(page, "connectors-3-agent-page");
    await savePanelScreenshot(page.getByTestId("agent-connectors"), "connectors-3b-agent-connectors-panel");

    // The agents list shows the agent's guild.
    await page.getByTestId("nav-agents").click();
    await expect(page.getByTestId("agent-row").filter({ hasText: agentName }).getByTestId("agent-guild")).toHaveText(guildName);
    await expect(page.getByTestId("guild-row").filter({ hasText: guildName }).getByTestId("guild-members")).toHaveText("1 agent");

    // A run of the agent whose scripted model calls the tool that is on; its result is in the timeline.
    await page.getByTestId("nav-playground").click();
    await page.getByTestId("playground-agent").selectOption(agentId);
    await page.getByTestId("playground-input").fill("Read the note in the shared folder.");
    const script = [{ calls: [{ name: `${connectorName}__read_text_file`, arguments: { path: noteFile } }] }, { text: "I read the note." }];
    await page.getByTestId("playground-script").fill(JSON.stringify(script, null, 2));
    await page.getByTestId("start-run").click();
    const liveRun = page.getByTestId("live-run");
    await expect(liveRun.getByTestId("run-status")).toHaveText("succeeded", { timeout: 60_000 });
    await liveRun.getByTestId("open-timeline").click();
    await expect(page).toHaveURL(/\/runs\/[^/]+$/);
    const call = page.locator('[data-testid="call-row"]').filter({ hasText: `${connectorName}__read_text_file` }).first();
    await expect(call.getByTestId("call-outcome")).toHaveText("ok");
    await expect(call.getByTestId("call-result")).toContainText(noteText);
    await expect(call.getByTestId("call-result")).toContainText("remaining_tool_calls:");
    await saveScreenshot(page, "connectors-4-run-timeline");

    // A login at the agent's guild serves it before the organisation's; deleted, the organisation's serves again.
    await page.getByTestId("nav-connectors").click();
    await card.getByTestId("new-login-scope-guild").click();
    await card.getByTestId("new-login-guild").selectOption({ label: guildName });
    await card.getByTestId("new-login-submit").click();
    const guildLogin = card.locator('[data-testid="login-card"][data-scope="guild"]');
    await expect(guildLogin.getByTestId("login-status")).toHaveText("connected", { timeout: 30_000 });
    await expect(guildLogin.getByTestId("login-place")).toHaveText(`guild · ${guildName}`);
    await page.goto(`/agents/${agentId}`);
    await expect(agentConnector.getByTestId("agent-connector-login-place")).toHaveText(`guild · ${guildName}`);
    await page.getByTestId("nav-connectors").click();
    await guildLogin.getByTestId("login-delete").click();
    await expect(guildLogin.getByTestId("login-delete-confirmation")).toContainText(`guild · ${guildName}`);
    await guildLogin.getByTestId("login-delete-confirm").click();
    await expect(guildLogin).toHaveCount(0);
    await page.goto(`/agents/${agentId}`);
    await expect(agentConnector.getByTestId("agent-connector-login-place")).toHaveText("organisation");

    // Seed "tools in a run": a disconnected login fails the run at generation start, naming the connector.
    await page.getByTestId("nav-connectors").click();
    await login.getByTestId("login-disconnect").click();
    await expect(login.getByTestId("login-status")).toHaveText("disconnected");
    await page.goto(`/agents/${agentId}`);
    await expect(agentConnector.getByTestId("agent-connector-login-status")).toHaveText("disconnected");
    await expect(offer.locator(`[data-testid="offer-connector"][data-connector="${connectorName}"]`)).toHaveAttribute("data-verdict", "fail");
    await page.getByTestId("nav-playground").click();
    await page.getByTestId("playground-agent").selectOption(agentId);
    await page.getByTestId("playground-input").fill("Read the note again.");
    await page.getByTestId("playground-script").fill(JSON.stringify(script, null, 2));
    await page.getByTestId("start-run").click();
    await expect(liveRun.getByTestId("run-status")).toHaveText("failed", { timeout: 60_000 });
    await liveRun.getByTestId("open-timeline").click();
    await expect(page.getByTestId("run-failure")).toContainText("connector_disconnected");
    await expect(page.getByTestId("run-failure")).toContainText(connectorName);
  } finally {
    if (noteOnHost !== undefined) rmSync(noteOnHost, { force: true });
  }
});
