// Result memory on a 60 KB stored result (preview, search, export) and the pipeline on a 10 MB raw result
// with 100 secrets to redact (filter, redaction, cap, trailer).

import { buildPreview } from "@/lib/runtime/results/build-preview";
import { createResultRedactor } from "@/lib/runtime/results/redact-secrets";
import { stampResult } from "@/lib/runtime/results/stamp-result";
import { defaultRuntimeLimits } from "@/lib/runtime/runtime-limits";
import { findMatches } from "@/lib/tools/results/find-matches";
import { fitWindows, windowsAround } from "@/lib/tools/results/match-windows";
import { selectExportText } from "@/lib/tools/workspace/select-export-text";
import { measure, report } from "./measure";

function sixtyKilobytesOfJson(): string {
  const items = Array.from({ length: 240 }, (_, index) => ({
    id: index,
    title: `Expense policy section ${index}`,
    body: `Claims are paid monthly. The reimbursement deadline for section ${index} is thirty days after travel. `.repeat(2),
  }));
  return JSON.stringify({ items }).slice(0, 60 * 1024).replace(/,[^,]*$/, "") + "]}";
}

export async function benchResultMemory(): Promise<void> {
  const json = JSON.stringify({ items: Array.from({ length: 240 }, (_, index) => ({ id: index, title: `Section ${index}`, body: "Claims are paid monthly; the reimbursement deadline is thirty days. ".repeat(3) })) });
  const text = sixtyKilobytesOfJson().replace(/[{}"[\]]/g, " ");
  console.log(`  (stored result: JSON ${(json.length / 1024).toFixed(0)} KB, text ${(text.length / 1024).toFixed(0)} KB)`);
  report(await measure("preview of a 60 KB JSON result", 500, () => buildPreview(json, "res_bench")));
  report(await measure("preview of a 60 KB text result", 2_000, () => buildPreview(text, "res_bench")));
  for (const mode of ["exact", "fuzzy"] as const) {
    report(await measure(`search ${mode} "reimbursment deadline" in 60 KB`, 200, () => {
      const matches = findMatches(json, "reimbursment deadline", mode);
      return fitWindows([{ ref: "res_bench", text: json, windows: windowsAround(json, matches, 200) }], 4000);
    }));
  }
  report(await measure("export a field path from 60 KB of JSON", 500, () => selectExportText(json, { field: ["items", "120", "body"] })));
  report(await measure("export between delimiters from 60 KB of text", 2_000, () => selectExportText(text, { between: { start: "section 17 ", end: "section 18 " } })));

  const secrets = Array.from({ length: 100 }, (_, index) => `secret-value-${index}-${"k".repeat(20)}`);
  const tenMegabytes = `${"log line with nothing secret in it, id 12345\n".repeat(240_000)}${secrets[42]}`.slice(-10 * 1024 * 1024);
  const redactor = createResultRedactor(secrets);
  const options = { outputFilter: "standard" as const, redactor, maxBytes: defaultRuntimeLimits.toolResultMaxBytes, remainingToolCalls: 10, lowBudgetThreshold: 8 };
  report(await measure(`pipeline on a ${(tenMegabytes.length / 1024 / 1024).toFixed(1)} MB raw result, 100 secrets`, 20, () => stampResult(tenMegabytes, options)));
}
