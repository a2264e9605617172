// Admission of a turn as the run and the playground both ask for it: the one pure stage (decideTurn), with
// what it needs of the world looked up first through the ExportSourceCheck port (issue 9, item 1). Only a
// turn that admits an export asks the port, so every other turn decides without any I/O.

import { decideTurn, exportsToCheck, type TurnAdmission, type TurnAdmissionInput } from "../admission/decide-turn";
import type { ExportSourceCheck, ExportVerdict, ModelCall } from "../ports";

export type AdmissionScope = Parameters<ExportSourceCheck>[0];

export async function admitTurn(
  exportSources: ExportSourceCheck | undefined,
  scope: AdmissionScope,
  calls: readonly ModelCall[],
  input: TurnAdmissionInput,
): Promise<TurnAdmission> {
  const first = decideTurn(calls, input);
  const exports = exportsToCheck(first.decisions);
  if (!exportSources || exports.length === 0) return first;
  const verdicts = await exportSources(scope, exports.map((entry) => entry.arguments));
  const exportVerdicts = new Map<number, ExportVerdict>(exports.map((entry, position) => [entry.index, verdicts[position] ?? { ok: true }]));
  return decideTurn(calls, { ...input, exportVerdicts });
}
