// What RE2 costs over a native RegExp for a benign pattern (issue 8, item 4: user patterns run on RE2 so that
// none can stall the server). workspace.search tests each line of each file; this times one 60 KB text of
// 1,000 lines, line by line, with a pattern a model might write, and prints RE2's time as a ratio.

import { compileUserPattern } from "@/lib/runtime/patterns/user-pattern";
import { measure, report } from "./measure";

const lines = Array.from({ length: 1000 }, (_, index) => `const value${index} = computeTotal(items[${index}], "region-${index % 7}");`.padEnd(62, " "));
const query = "computeTotal\\(items\\[\\d+\\], \"region-[34]\"\\)";

export async function benchUserPattern(): Promise<void> {
  const compiled = compileUserPattern(query, { caseSensitive: false });
  if (!compiled.ok) throw new Error(`the bench pattern did not compile: ${compiled.problem}`);
  const re2 = compiled.pattern;
  const native = new RegExp(query, "i");
  const count = (test: (line: string) => boolean) => lines.reduce((matched, line) => matched + (test(line) ? 1 : 0), 0);
  if (count((line) => re2.test(line)) !== count((line) => native.test(line))) throw new Error("RE2 and RegExp disagree on the bench text");
  const kilobytes = Math.round(lines.join("\n").length / 1024);
  const nativeTime = await measure(`native RegExp, ${kilobytes} KB in 1,000 lines`, 500, () => count((line) => native.test(line)));
  const re2Time = await measure(`RE2 (re2js), ${kilobytes} KB in 1,000 lines`, 500, () => count((line) => re2.test(line)));
  report(nativeTime);
  report(re2Time);
  console.log(`RE2 / native RegExp (mean)`.padEnd(58), `${(re2Time.meanMicroseconds / nativeTime.meanMicroseconds).toFixed(1)}×`);
}
