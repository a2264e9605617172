// What each of the eight browser tools does with its (parsed, defaulted) input: one verb through callBrowser
// (browser-call.ts) — the agent's own Chrome, the run's own tab, one helper run — and the verb's answer
// turned into the text the model reads. The settings are the services' at the call (browser-settings.ts).

import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import type { ToolServices } from "../define/define-tool";
import { jsonText } from "../json-text";
import { callBrowser, type BrowserAnswer, type VerbOfTab } from "./browser-call";
import { browserSettingsOf } from "./browser-settings";
import { optionalElement, requiredElement, type ElementInput } from "./element-input";
import type { VerbInput, VerbResult } from "./helper-protocol";
import { extractText, pageFields } from "./page-result";
import { filesToUpload, safeFileName, saveDownload } from "./workspace-files";

type VerbOf<Verb extends VerbInput["verb"]> = Extract<VerbInput, { verb: Verb }>;

/** One browser call with the current settings; the context is passed whole (its `signal` is a getter). */
function browse(context: ToolContext, services: ToolServices, verbOf: VerbOfTab): Promise<BrowserAnswer> {
  return callBrowser(services.db, browserSettingsOf(services.settings()), context, verbOf);
}

function resultOf<Verb extends VerbResult["verb"]>(answer: BrowserAnswer, verb: Verb): Extract<VerbResult, { verb: Verb }> {
  if (answer.result.verb !== verb) throw new Error(`the browser helper answered ${answer.result.verb} to ${verb}`);
  return answer.result as Extract<VerbResult, { verb: Verb }>;
}

export async function navigate(input: { url: string; waitUntil: VerbOf<"navigate">["waitUntil"] }, context: ToolContext, services: ToolServices): Promise<string> {
  const answer = await browse(context, services, () => ({ verb: "navigate", url: input.url, waitUntil: input.waitUntil }));
  return jsonText({ ...pageFields(answer), status: resultOf(answer, "navigate").status });
}

export async function click(
  input: ElementInput & { button: VerbOf<"click">["button"]; doubleClick: boolean },
  context: ToolContext,
  services: ToolServices,
): Promise<string> {
  const { button, doubleClick } = input;
  const answer = await browse(context, services, (tab) => ({ verb: "click", element: requiredElement(input, tab), button, doubleClick }));
  return jsonText(pageFields(answer));
}

export async function type(input: ElementInput & { text: string; clear: boolean; submit: boolean }, context: ToolContext, services: ToolServices): Promise<string> {
  const { text, clear, submit } = input;
  const answer = await browse(context, services, (tab) => ({ verb: "type", element: requiredElement(input, tab), text, clear, submit }));
  return jsonText({ ...pageFields(answer), value: resultOf(answer, "type").value });
}

export async function screenshot(input: ElementInput & { fullPage: boolean }, context: ToolContext, services: ToolServices): Promise<string> {
  const { media } = services;
  if (media === undefined) throw new ToolError("browser_unavailable", "screenshots cannot be stored here (no media store is wired)");
  const answer = await browse(context, services, (tab) => ({ verb: "screenshot", element: optionalElement(input, tab), fullPage: input.fullPage }));
  const shot = resultOf(answer, "screenshot");
  const owner = { organisationId: context.organisationId, runId: context.runId, callId: context.callId };
  // Non-text media: stored with the call and shown in the timeline; the model reads the line naming it.
  const lines = await media.store(owner, [{ kind: "image", mimeType: "image/png", data: Buffer.from(shot.base64, "base64") }]);
  return `${lines.join("\n")}\n${jsonText({ ...pageFields(answer), width: shot.width, height: shot.height })}`;
}

export async function extract(input: ElementInput, context: ToolContext, services: ToolServices): Promise<string> {
  const answer = await browse(context, services, (tab) => ({ verb: "extract", element: optionalElement(input, tab) }));
  return extractText(answer, resultOf(answer, "extract"));
}

export async function download(input: ElementInput & { url?: string; fileName?: string }, context: ToolContext, services: ToolServices): Promise<string> {
  const url = input.url ?? null;
  const { fileMaxBytes } = browserSettingsOf(services.settings());
  const answer = await browse(context, services, (tab) => {
    const element = optionalElement(input, tab);
    if ((url === null) === (element === null)) throw new ToolError("download_failed", "give `url`, or `selector`/`ref` of the link that starts the download (one of them)");
    return { verb: "download", url, element, maxBytes: fileMaxBytes };
  });
  const file = resultOf(answer, "download");
  const name = safeFileName(input.fileName ?? file.fileName);
  const saved = await saveDownload(services.db, agentScopeOf(context), name, Buffer.from(file.base64, "base64"), services.now());
  return jsonText({ path: saved.path, bytes: saved.bytes, status: saved.status, contentType: file.mimeType, ...pageFields(answer) });
}

export async function upload(input: ElementInput & { paths: string[] }, context: ToolContext, services: ToolServices): Promise<string> {
  // Read before the browser is touched: a missing file uploads nothing.
  const files = await filesToUpload(services.db, agentScopeOf(context), input.paths);
  const answer = await browse(context, services, (tab) => ({ verb: "upload", element: requiredElement(input, tab), files }));
  return jsonText({ ...pageFields(answer), files: resultOf(answer, "upload").files });
}

export async function scroll(
  input: ElementInput & { direction: VerbOf<"scroll">["direction"]; pixels?: number },
  context: ToolContext,
  services: ToolServices,
): Promise<string> {
  const { direction } = input;
  const pixels = input.pixels ?? null;
  const answer = await browse(context, services, (tab) => ({ verb: "scroll", element: optionalElement(input, tab), direction, pixels }));
  const { x, y, atEnd, atTop } = resultOf(answer, "scroll");
  return jsonText({ ...pageFields(answer), x, y, atTop, atEnd });
}
