import { expect, test } from "@playwright/test";
import { startLoopbackOAuthServer } from "../tests/support/mcp/loopback-oauth-server";
import { signInThroughForm } from "./support/console-session";
import { saveScreenshot } from "./support/screenshot";

// Issue 10, item 1 and 7: an admin binds a streamable-HTTP server that requires OAuth, signs its login in
// from the Connectors page (pending → "Sign in" → the authorization server → the callback), and lands back
// on /connectors?login=<id> with the outcome shown (CONTRACT.md, Connectors). The authorization server is a
// real one on loopback that approves without a person (tests/support/mcp/loopback-oauth-server.ts).

test("an admin signs an OAuth connector in from the browser and sees the outcome", async ({ page }) => {
  const oauth = await startLoopbackOAuthServer();
  const stamp = Date.now().toString(36);
  const connectorName = `docs-${stamp}`;
  try {
    await signInThroughForm(page);
    await page.getByTestId("nav-connectors").click();
    await expect(page).toHaveURL(/\/connectors$/);

    await page.getByTestId("new-connector-name").fill(connectorName);
    await page.getByTestId("new-connector-http").click();
    await page.getByTestId("new-connector-url").fill(oauth.url);
    await page.getByTestId("new-connector-auth-oauth").click();
    await page.getByTestId("new-connector-submit").click();
    await expect(page.getByTestId("connector-created")).toContainText(connectorName);

    const card = page.locator(`[data-testid="connector-card"][data-connector="${connectorName}"]`);
    await expect(card.getByTestId("connector-url")).toHaveText(oauth.url);
    await expect(card.getByTestId("connector-auth")).toContainText("OAuth · dynamic client registration");

    // Needing OAuth, the login is pending until a person signs it in.
    await card.getByTestId("new-login-submit").click();
    const login = card.locator('[data-testid="login-card"][data-scope="organisation"]');
    await expect(login.getByTestId("login-status")).toHaveText("pending");
    await expect(login.getByTestId("login-sign-in")).toHaveAttribute("href", new RegExp(`^${oauth.issuer}/authorize\\?`));
    await expect(login.getByTestId("login-list-now")).toBeDisabled();
    await saveScreenshot(page, "connectors-oauth-1-pending");

    await login.getByTestId("login-sign-in").click();
    await expect(page).toHaveURL(/\/connectors\?login=[^&]+$/);
    const loginId = new URL(page.url()).searchParams.get("login") ?? "";
    const outcome = page.getByTestId("oauth-outcome");
    await expect(outcome).toHaveAttribute("data-outcome", "connected");
    await expect(outcome).toContainText(`${connectorName} at organisation is signed in and connected`);
    const signedIn = page.locator(`[data-testid="login-card"][data-login-id="${loginId}"]`);
    await expect(signedIn.getByTestId("login-status")).toHaveText("connected");
    await expect(signedIn.locator(`[data-testid="login-tool"][data-tool="${connectorName}.echo"]`)).toBeVisible();
    // The sign-in was the authorization code flow with PKCE (S256) that the callback completed.
    expect(oauth.authorizations.at(-1)?.code_challenge_method).toBe("S256");
    expect(oauth.grants).toContain("authorization_code");
    await saveScreenshot(page, "connectors-oauth-2-signed-in");

    // A failed sign-in comes back with its code, said beside the login it concerns.
    await page.goto(`/connectors?login=${encodeURIComponent(loginId)}&error=access_denied`);
    await expect(outcome).toHaveAttribute("data-outcome", "access_denied");
    await expect(outcome).toContainText(`The sign-in of ${connectorName} at organisation did not complete.`);
    await expect(outcome).toContainText("access_denied");
    await outcome.getByTestId("oauth-outcome-dismiss").click();
    await expect(page).toHaveURL(/\/connectors$/);
    await expect(outcome).toHaveCount(0);
  } finally {
    await oauth.close();
  }
});
