import path from "node:path";
import type { Page } from "@playwright/test";
import { screenshotDirectory } from "./e2e-environment";

/** Saves a full-page screenshot as e2e/screenshots/<name>.png, to be looked at after the run. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const file = path.resolve(__dirname, "../..", screenshotDirectory, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
