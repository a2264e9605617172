// The eight browser tools (seed "tools in a run": offered when config.browser is true), by canonical name.
// Each call goes through callBrowser (browser-call.ts): the agent's own Chrome, the run's own tab, one helper
// run. Inputs are read here, and each verb's answer is turned into the text the model reads.

import { ToolError, type ToolContext, type ToolHandler } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { optionalInteger, optionalString, optionalStringList, requiredString, type ToolInput } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";
import { optionalBoolean } from "../workspace/workspace-input";
import { callBrowser, type BrowserAnswer, type VerbOfTab } from "./browser-call";
import { browserSettingsFromEnvironment, type BrowserSettings } from "./browser-settings";
import { optionalElement, requiredElement } from "./element-input";
import type { VerbResult } from "./helper-protocol";
import { extractText, pageFields } from "./page-result";
import { filesToUpload, safeFileName, saveDownload } from "./workspace-files";

type Browse = (verbOf: VerbOfTab) => Promise<BrowserAnswer>;
type BrowserTool = (context: ToolContext, input: ToolInput, browse: Browse, settings: BrowserSettings) => Promise<string>;

function oneOf<Value extends string>(input: ToolInput, field: string, values: readonly Value[], fallback: Value): Value {
  const value = optionalString(input, field);
  if (value === undefined) return fallback;
  if (!(values as readonly string[]).includes(value)) throw new Error(`the input field ${field} must be one of ${values.join(", ")}`);
  return value as Value;
}

function resultOf<Verb extends VerbResult["verb"]>(answer: BrowserAnswer, verb: Verb): Extract<VerbResult, { verb: Verb }> {
  if (answer.result.verb !== verb) throw new Error(`the browser helper answered ${answer.result.verb} to ${verb}`);
  return answer.result as Extract<VerbResult, { verb: Verb }>;
}

const navigate: BrowserTool = async (_context, input, browse) => {
  const url = requiredString(input, "url");
  const waitUntil = oneOf(input, "waitUntil", ["load", "domcontentloaded", "networkidle"], "load");
  const answer = await browse(() => ({ verb: "navigate", url, waitUntil }));
  return jsonText({ ...pageFields(answer), status: resultOf(answer, "navigate").status });
};

const click: BrowserTool = async (_context, input, browse) => {
  const button = oneOf(input, "button", ["left", "right", "middle"], "left");
  const doubleClick = optionalBoolean(input, "doubleClick") ?? false;
  const answer = await browse((tab) => ({ verb: "click", element: requiredElement(input, tab), button, doubleClick }));
  return jsonText(pageFields(answer));
};

const type: BrowserTool = async (_context, input, browse) => {
  const text = requiredString(input, "text");
  const clear = optionalBoolean(input, "clear") ?? true;
  const submit = optionalBoolean(input, "submit") ?? false;
  const answer = await browse((tab) => ({ verb: "type", element: requiredElement(input, tab), text, clear, submit }));
  return jsonText({ ...pageFields(answer), value: resultOf(answer, "type").value });
};

function screenshot(dependencies: ToolDependencies): BrowserTool {
  return async (context, input, browse) => {
    const { media } = dependencies;
    if (media === undefined) throw new ToolError("browser_unavailable", "screenshots cannot be stored here (no media store is wired)");
    const fullPage = optionalBoolean(input, "fullPage") ?? false;
    const answer = await browse((tab) => ({ verb: "screenshot", element: optionalElement(input, tab), fullPage }));
    const shot = resultOf(answer, "screenshot");
    const owner = { organisationId: context.organisationId, runId: context.runId, callId: context.callId };
    // Non-text media: stored with the call and shown in the timeline; the model reads the line naming it.
    const lines = await media.store(owner, [{ kind: "image", mimeType: "image/png", data: Buffer.from(shot.base64, "base64") }]);
    return `${lines.join("\n")}\n${jsonText({ ...pageFields(answer), width: shot.width, height: shot.height })}`;
  };
}

const extract: BrowserTool = async (_context, input, browse) => {
  const answer = await browse((tab) => ({ verb: "extract", element: optionalElement(input, tab) }));
  return extractText(answer, resultOf(answer, "extract"));
};

function download(dependencies: ToolDependencies): BrowserTool {
  return async (context, input, browse, settings) => {
    const url = optionalString(input, "url") ?? null;
    const answer = await browse((tab) => {
      const element = optionalElement(input, tab);
      if ((url === null) === (element === null)) throw new ToolError("download_failed", "give `url`, or `selector`/`ref` of the link that starts the download (one of them)");
      return { verb: "download", url, element, maxBytes: settings.fileMaxBytes };
    });
    const file = resultOf(answer, "download");
    const name = safeFileName(optionalString(input, "fileName") ?? file.fileName);
    const saved = await saveDownload(dependencies.db, agentScopeOf(context), name, Buffer.from(file.base64, "base64"), dependencies.now());
    return jsonText({ path: saved.path, bytes: saved.bytes, status: saved.status, contentType: file.mimeType, ...pageFields(answer) });
  };
}

function upload(dependencies: ToolDependencies): BrowserTool {
  return async (context, input, browse) => {
    // Read before the browser is touched: a missing file uploads nothing.
    const files = await filesToUpload(dependencies.db, agentScopeOf(context), optionalStringList(input, "paths") ?? []);
    if (files.length === 0) throw new ToolError("file_not_found", "give `paths`: the workspace files to upload");
    const answer = await browse((tab) => ({ verb: "upload", element: requiredElement(input, tab), files }));
    return jsonText({ ...pageFields(answer), files: resultOf(answer, "upload").files });
  };
}

const scroll: BrowserTool = async (_context, input, browse) => {
  const direction = oneOf(input, "direction", ["down", "up", "top", "bottom"], "down");
  const pixels = optionalInteger(input, "pixels") ?? null;
  const answer = await browse((tab) => ({ verb: "scroll", element: optionalElement(input, tab), direction, pixels }));
  const { x, y, atEnd, atTop } = resultOf(answer, "scroll");
  return jsonText({ ...pageFields(answer), x, y, atTop, atEnd });
};

export function createBrowserHandlers(dependencies: ToolDependencies, settings: () => BrowserSettings = () => browserSettingsFromEnvironment()): Record<string, ToolHandler> {
  const handler = (tool: BrowserTool): ToolHandler => async (context, input) => {
    const current = settings();
    return tool(context, input, (verbOf) => callBrowser(dependencies.db, current, context, verbOf), current);
  };
  return {
    "browser.navigate": handler(navigate),
    "browser.click": handler(click),
    "browser.type": handler(type),
    "browser.screenshot": handler(screenshot(dependencies)),
    "browser.extract": handler(extract),
    "browser.download": handler(download(dependencies)),
    "browser.upload": handler(upload(dependencies)),
    "browser.scroll": handler(scroll),
  };
}
