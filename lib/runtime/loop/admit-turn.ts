// Admission of a turn as the run and the playground both ask for it: the one pure stage (decideTurn), with
// what it needs of the world looked up first through ports (issue 9, item 1): an export's sources
// (ExportSourceCheck) and a vendor tool's login and on/off now (VendorToolStates, issue 17, item 2). Only a
// turn that admits such a call asks, so every other turn decides without any I/O.

import { decideTurn, exportsToCheck, vendorToolsToCheck, type TurnAdmission, type TurnAdmissionInput } from "../admission/decide-turn";
import type { ExportSourceCheck, ExportVerdict, LookupScope, ModelCall, VendorToolNow, VendorToolStates } from "../ports";

export type AdmissionLookups = { exportSources?: ExportSourceCheck; vendorStates?: VendorToolStates };

export async function admitTurn(lookups: AdmissionLookups, scope: LookupScope, calls: readonly ModelCall[], input: TurnAdmissionInput): Promise<TurnAdmission> {
  const first = decideTurn(calls, input);
  const exports = lookups.exportSources ? exportsToCheck(first.decisions) : [];
  const vendors = lookups.vendorStates ? vendorToolsToCheck(first.decisions) : [];
  if (exports.length === 0 && vendors.length === 0) return first;
  const [verdicts, states] = await Promise.all([
    exports.length > 0 && lookups.exportSources ? lookups.exportSources(scope, exports.map((entry) => entry.arguments)) : [],
    vendors.length > 0 && lookups.vendorStates ? lookups.vendorStates(scope, vendors.map((entry) => entry.tool)) : [],
  ]);
  const exportVerdicts = new Map<number, ExportVerdict>(exports.map((entry, position) => [entry.index, verdicts[position] ?? { ok: true }]));
  const vendorStates = new Map<number, VendorToolNow>(vendors.flatMap((entry, position) => (states[position] === undefined ? [] : [[entry.index, states[position]]])));
  return decideTurn(calls, { ...input, exportVerdicts, vendorStates });
}
