import { expect, test, type Page } from "@playwright/test";
import { signInThroughForm } from "./support/console-session";
import { saveScreenshot } from "./support/screenshot";

// Issue 18, item 1 (CONTRACT.md, The enterprise): an admin writes the profile (mission, goals, policies) on
// the Enterprise page, adds a job role and gives it to a person in the directory; an editor then reads the
// profile exactly as saved, without a way to edit it, and sees the role in the directory.

async function api<Body>(page: Page, method: "get" | "post", url: string, data?: unknown): Promise<Body> {
  const response = method === "get" ? await page.request.get(url) : await page.request.post(url, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Body;
}

test("an admin edits the profile and adds a job role; an editor reads them as saved", async ({ page, browser }) => {
  // Two people sign in, one after the other, on a machine that may be busy.
  test.setTimeout(180_000);
  await signInThroughForm(page);
  const stamp = Date.now().toString(36);
  const editorEmail = `editor-${stamp}@example.org`;
  const editorPassword = `editor password ${stamp}`;
  const editor = await api<{ id: string }>(page, "post", "/v1/users", { email: editorEmail, name: "Grace Hopper", roles: ["editor"], password: editorPassword });
  const mission = `Make every warehouse safe to work in (${stamp}).`;
  const goals = ["Ship the v2 arm by March", "Zero lost-time injuries"];
  const policies = "## Spending\n\n- Anything over $5,000 needs the CEO.\n- Vendors are paid within 30 days.";
  const roleName = `Release manager ${stamp}`;
  const teamName = `Warehouse team ${stamp}`;
  await api(page, "post", "/v1/guilds", { name: teamName });

  // The nav's Enterprise link (g e) opens the page.
  await page.keyboard.press("g");
  await page.keyboard.press("e");
  await expect(page).toHaveURL(/\/enterprise$/);
  await expect(page.getByRole("heading", { name: "Enterprise", level: 1 })).toBeVisible();
  await saveScreenshot(page, "enterprise-1-admin-before");

  // The profile, edited and saved; a bad goal list would be refused beside the field, so write a good one.
  await page.getByTestId("profile-edit").click();
  await page.getByTestId("profile-mission-input").fill(mission);
  await page.getByTestId("profile-goals-input").fill(`${goals[0]}\n\n  ${goals[1]}  \n`);
  await page.getByTestId("profile-policies-input").fill(policies);
  await saveScreenshot(page, "enterprise-2-admin-editing");
  await page.getByTestId("profile-save").click();
  await expect(page.getByTestId("profile-form")).toHaveCount(0);
  await expect(page.getByTestId("profile-mission")).toHaveText(mission);
  await expect(page.getByTestId("profile-goals").locator("li")).toHaveText(goals);

  // A job role, added and given to the new person in the directory.
  await page.getByTestId("new-role-name").fill(roleName);
  await page.getByTestId("new-role-description").fill("Decides what ships, and when.");
  await page.getByTestId("new-role-submit").click();
  await expect(page.getByTestId("job-role-list")).toContainText(roleName);
  await page.getByTestId("new-role-name").fill(roleName);
  await page.getByTestId("new-role-submit").click();
  await expect(page.getByTestId("job-roles-panel").getByRole("alert").first()).toHaveText(`${roleName} is taken: give this role another name.`);
  const row = page.locator(`[data-testid="member-row"][data-member-id="${editor.id}"]`);
  await expect(row).toContainText(editorEmail);
  await row.getByTestId("member-edit").click();
  await page.getByTestId("membership-roles").getByLabel(roleName).check();
  await page.getByTestId("membership-teams").getByLabel(teamName).check();
  await saveScreenshot(page, "enterprise-3-admin-membership");
  await page.getByTestId("membership-save").click();
  await expect(row.getByTestId("member-roles")).toHaveText(roleName);
  await expect(row.getByTestId("member-teams")).toHaveText(teamName);
  await expect(page.getByTestId("team-row").filter({ hasText: teamName })).toContainText("1 person, 0 agents");
  await saveScreenshot(page, "enterprise-4-admin-saved");

  // The editor reads what was saved: the same profile, no edit button, the role in the directory.
  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  await signInThroughForm(editorPage, editorEmail, editorPassword);
  await editorPage.getByTestId("nav-enterprise").click();
  await expect(editorPage).toHaveURL(/\/enterprise$/);
  await expect(editorPage.getByTestId("profile-mission")).toHaveText(mission);
  await expect(editorPage.getByTestId("profile-goals").locator("li")).toHaveText(goals);
  await expect(editorPage.getByTestId("profile-policies")).toHaveText(policies);
  await expect(editorPage.getByTestId("profile-edit")).toHaveCount(0);
  await expect(editorPage.getByTestId("new-role-name")).toHaveCount(0);
  await expect(editorPage.getByTestId("member-edit")).toHaveCount(0);
  await expect(editorPage.locator(`[data-testid="member-row"][data-member-id="${editor.id}"]`).getByTestId("member-roles")).toHaveText(roleName);
  await editorPage.getByTestId("directory-filter").fill("release manager");
  await expect(editorPage.getByTestId("member-row")).toHaveCount(1);
  await saveScreenshot(editorPage, "enterprise-5-editor-reads");
  const profile = await api<{ mission: string; goals: string[]; policies: string }>(editorPage, "get", "/v1/enterprise");
  expect(profile).toMatchObject({ mission, goals, policies });
  expect((await editorPage.request.put("/v1/enterprise", { data: { ...profile, mission: "An editor's mission." } })).status()).toBe(403);
  await editorContext.close();

  // An agent's address and default model stand on its page too.
  const agents = await api<{ agents: { id: string; name: string; address: string }[] }>(page, "get", "/v1/agents");
  const agent = agents.agents[0]!;
  await page.goto(`/agents/${agent.id}`);
  await expect(page.getByTestId("agent-fact-address")).toContainText(agent.address);
  await expect(page.getByTestId("agent-fact-model")).toContainText("none");
  await saveScreenshot(page, "enterprise-6-agent-address");
});
