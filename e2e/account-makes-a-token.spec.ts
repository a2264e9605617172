import { expect, test } from "@playwright/test";
import { signInThroughForm } from "./support/console-session";
import { saveScreenshot } from "./support/screenshot";

// Issue 23, item 7: tokens are made and named in the console, not only in the CLI: the value is shown once,
// it works, and the list names it.
test("a signed-in person makes a named API token on their Account page", async ({ page, request }) => {
  await signInThroughForm(page);
  await page.goto("/account");
  const panel = page.getByTestId("create-token-panel");
  await panel.getByTestId("new-token-submit").click();
  await expect(panel.getByTestId("new-token-name")).toHaveAttribute("aria-invalid", "true");
  const name = `nightly report ${Date.now()}`;
  await panel.getByTestId("new-token-name").fill(name);
  await expect(panel.getByTestId("new-token-name")).toHaveAttribute("aria-invalid", "false");
  await panel.getByTestId("new-token-submit").click();
  await expect(panel.getByTestId("token-made")).toContainText(name);
  const value = (await panel.getByTestId("token-value").textContent()) ?? "";
  expect(value.length).toBeGreaterThan(20);
  await expect(page.getByTestId("tokens-table")).toContainText(name);
  await saveScreenshot(page, "account-token-made");

  // A context without the session's cookie: only the token is sent.
  expect((await request.get("/v1/runs", { headers: { authorization: `Bearer ${value}` } })).status()).toBe(200);
  expect((await request.get("/v1/runs", { headers: { authorization: `Bearer ${value}x` } })).status()).toBe(401);
  await page.reload();
  await expect(page.getByTestId("tokens-table")).toContainText(name);
  expect(await page.content()).not.toContain(value);

  // The audit page records it (the signed-in person here is an admin).
  await page.getByTestId("nav-audit").click();
  await expect(page).toHaveURL(/\/audit$/);
  await page.getByTestId("audit-action").selectOption("token.created");
  await expect(page.getByTestId("audit-row").filter({ hasText: name }).first()).toContainText("API token made");
  await saveScreenshot(page, "audit-token-made");
});
