import { expect, type Page } from "@playwright/test";
import { e2eAdminEmail, e2eServerEnvironment } from "./e2e-environment";

/**
 * The seeded admin (roles admin, editor and ceo) signs in with the TOLLGATE_ADMIN_PASSWORD the journeys'
 * server is started with (playwright.config.ts), not this process's own variable, which a developer may
 * have set for their own server. E2E_ADMIN_PASSWORD points the journeys at a server started otherwise.
 */
export const adminPassword = process.env.E2E_ADMIN_PASSWORD || e2eServerEnvironment.TOLLGATE_ADMIN_PASSWORD;

/**
 * Signs in through the form, as a person does, and lands on the playground, where the journeys begin. The
 * seeded admin's own home is /agents (lib/contracts/role-home.ts), so the journeys ask for the playground.
 */
export async function signInThroughForm(page: Page, email = e2eAdminEmail, password = adminPassword): Promise<void> {
  await page.goto("/sign-in?next=%2Fplayground");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByTestId("sign-in-submit").click();
  await expect(page).toHaveURL(/\/playground$/);
  await expect(page.getByTestId("signed-in-email")).toHaveText(email);
}

export type PlaygroundExample = { id: string; name: string; agentId: string | null; taskId: string | null; input: string; script: unknown[] };

/** The ready-made scripted runs, read from the API with the page's own session. */
export async function playgroundExamples(page: Page): Promise<PlaygroundExample[]> {
  const response = await page.request.get("/v1/playground/examples");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { examples: PlaygroundExample[] }).examples;
}

/** True when any turn of the script calls `toolModelName`. */
export function scriptCalls(script: unknown[], toolModelName: string): boolean {
  return JSON.stringify(script).includes(`"name":"${toolModelName}"`);
}
