// browser.download: a file by URL — fetched through the egress policy with the tab's cookies for it — or by
// clicking the element that starts a download. The bytes go back to the handler, which saves them in the
// workspace (bounded by WORKSPACE_FILE_MAX_BYTES, passed in as `maxBytes`).

import { readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { findEgressError } from "@/lib/egress/egress-error";
import type { VerbInput, VerbResult } from "../../helper-protocol";
import { browserEgressFetch } from "../egress-interception";
import { readBodyUpTo } from "../read-body";
import { firstLine, HelperError, helperErrorOf } from "../helper-error";
import { locate } from "../locate-element";
import type { VerbContext } from "../verb-context";

type DownloadInput = Extract<VerbInput, { verb: "download" }>;

function tooLarge(bytes: number | string, maxBytes: number): HelperError {
  return new HelperError("file_too_large", `the file is ${bytes} bytes, more than the ${maxBytes} a workspace file may hold (WORKSPACE_FILE_MAX_BYTES)`);
}

/** The name the server gave in Content-Disposition, else the URL's last segment. */
function serverFileName(url: URL, disposition: string | null): string {
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition ?? "");
  if (star !== null) {
    try {
      return decodeURIComponent(star[1]!.trim().replace(/^"|"$/g, ""));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition ?? "");
  if (plain !== null) return plain[1]!.trim();
  return decodeURIComponent(url.pathname.split("/").filter(Boolean).pop() ?? "");
}

async function readUpTo(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(declared, maxBytes);
  const read = await readBodyUpTo(response, maxBytes);
  if (read.kind === "too_large") throw tooLarge(`more than ${maxBytes}`, maxBytes);
  return read.body;
}

async function byUrl(verb: VerbContext, text: string, maxBytes: number): Promise<VerbResult> {
  let url: URL;
  try {
    url = new URL(text, verb.page.url());
  } catch {
    throw new HelperError("download_failed", `${JSON.stringify(text)} is not a URL`);
  }
  const cookies = await verb.context.cookies(url.href);
  const headers = new Headers({ "user-agent": await verb.page.evaluate(() => navigator.userAgent).catch(() => "Mozilla/5.0") });
  if (cookies.length > 0) headers.set("cookie", cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; "));
  const signal = AbortSignal.timeout(verb.deadline.left());
  let response: Response;
  try {
    // The policy's own redirect following: every hop checked, and cookies never sent to another origin.
    response = await browserEgressFetch()(url.href, { headers, signal });
  } catch (error) {
    const egress = findEgressError(error);
    if (egress?.code === "address_not_allowed") throw new HelperError("address_not_allowed", `${egress.message} (${url.href})`);
    if (egress?.code === "timed_out" || signal.aborted) throw new HelperError("timed_out", `the download of ${url.href} did not complete in time`);
    throw new HelperError("download_failed", `${url.href} could not be fetched: ${firstLine(error)}`);
  }
  if (response.status < 200 || response.status > 299) {
    await response.body?.cancel().catch(() => undefined);
    throw new HelperError("download_failed", `${url.href} answered HTTP ${response.status}`);
  }
  const body = await readUpTo(response, maxBytes);
  return {
    verb: "download",
    fileName: serverFileName(new URL(response.url || url.href), response.headers.get("content-disposition")),
    mimeType: response.headers.get("content-type"),
    base64: body.toString("base64"),
    bytes: body.length,
  };
}

async function byClick(verb: VerbContext, input: DownloadInput): Promise<VerbResult> {
  const element = await locate(verb.page, input.element!, verb.deadline);
  const started = verb.page.waitForEvent("download", { timeout: verb.deadline.step(15_000) });
  started.catch(() => undefined);
  try {
    await element.click({ timeout: verb.deadline.step(10_000) });
  } catch (error) {
    throw helperErrorOf(error, "element_not_found");
  }
  const download = await started.catch((error: unknown) => {
    throw new HelperError("download_failed", `the click started no download (${firstLine(error)})`);
  });
  const file = path.join(tmpdir(), `guilds-browser-${process.pid}-${Date.now()}`);
  try {
    await download.saveAs(file);
    const failure = await download.failure();
    if (failure !== null) throw new HelperError("download_failed", `the download failed: ${failure}`);
    const body = await readFile(file);
    if (body.length > input.maxBytes) throw tooLarge(body.length, input.maxBytes);
    return { verb: "download", fileName: download.suggestedFilename(), mimeType: null, base64: body.toString("base64"), bytes: body.length };
  } catch (error) {
    throw helperErrorOf(error, "download_failed");
  } finally {
    await rm(file, { force: true });
    await download.delete().catch(() => undefined);
  }
}

export function download(verb: VerbContext, input: DownloadInput): Promise<VerbResult> {
  if (input.url !== null) return byUrl(verb, input.url, input.maxBytes);
  if (input.element !== null) return byClick(verb, input);
  throw new HelperError("invalid_request", "give `url` or `selector`/`ref`: what to download");
}
