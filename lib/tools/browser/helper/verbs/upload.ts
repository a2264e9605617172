// browser.upload: workspace files (read by the handler) into a file input; submitting is a separate click.

import type { VerbInput, VerbResult } from "../../helper-protocol";
import { firstLine, HelperError, helperErrorOf } from "../helper-error";
import { locate } from "../locate-element";
import type { VerbContext } from "../verb-context";

export async function upload(verb: VerbContext, input: Extract<VerbInput, { verb: "upload" }>): Promise<VerbResult> {
  const element = await locate(verb.page, input.element, verb.deadline);
  const files = input.files.map((file) => ({ name: file.name, mimeType: file.mimeType, buffer: Buffer.from(file.base64, "base64") }));
  try {
    await element.setInputFiles(files, { timeout: verb.deadline.step(10_000) });
  } catch (error) {
    const refusal = helperErrorOf(error, "element_not_found");
    if (refusal.code !== "element_not_found") throw refusal;
    throw new HelperError("element_not_found", `the element is not a file input this page accepts files in: ${firstLine(error)}`);
  }
  const held = await element.evaluate((node) => (node instanceof HTMLInputElement && node.files !== null ? Array.from(node.files, (file) => file.name) : [])).catch(() => files.map((file) => file.name));
  return { verb: "upload", files: held };
}
