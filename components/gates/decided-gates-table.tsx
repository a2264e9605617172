import Link from "next/link";
import type { Gate } from "@/lib/client/api-types";
import { formatJson } from "@/lib/client/format-json";
import { Chip, type ChipTone } from "../ui/chip";
import { TimeLabel } from "../ui/time-label";

function argumentsExcerpt(value: unknown): string {
  const text = formatJson(value).replace(/\s+/g, " ");
  return text.length > 100 ? `${text.slice(0, 100)}…` : text;
}

// A cancel of the run closes its gate without anyone deciding it: it reads "cancelled", never "denied".
function decisionLabel(gate: Gate): string {
  if (gate.status === "cancelled") return "cancelled";
  return gate.decision === "approve" ? "approved" : gate.decision === "deny" ? "denied" : "—";
}

function decisionTone(gate: Gate): ChipTone {
  if (gate.status === "cancelled") return "grey";
  return gate.decision === "approve" ? "green" : "red";
}

export function DecidedGatesTable({ gates }: { gates: Gate[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table data-testid="decided-gates" className="w-full text-left text-xs">
        <thead className="border-b border-slate-200 bg-slate-50 text-[11px] tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">Decided</th>
            <th scope="col" className="px-3 py-2 font-semibold">Decision</th>
            <th scope="col" className="px-3 py-2 font-semibold">Tool</th>
            <th scope="col" className="px-3 py-2 font-semibold">Arguments</th>
            <th scope="col" className="px-3 py-2 font-semibold">Note</th>
            <th scope="col" className="px-3 py-2 font-semibold">By</th>
            <th scope="col" className="px-3 py-2 font-semibold">Run</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {gates.map((gate) => (
            <tr key={gate.id} data-testid="decided-gate-row" data-gate-id={gate.id}>
              <td className="px-3 py-1.5 whitespace-nowrap text-slate-600">
                <TimeLabel iso={gate.decidedAt} />
              </td>
              <td className="px-3 py-1.5">
                <Chip tone={decisionTone(gate)} testId="gate-decision">
                  {decisionLabel(gate)}
                </Chip>
              </td>
              <td className="px-3 py-1.5">
                <span className="font-mono whitespace-nowrap">{gate.tool}</span>
                {/* What the CEO decided on (seed "Gates and grants", os.set_gate_summary), kept beside the decision. */}
                {gate.summary && (
                  <p data-testid="decided-gate-summary" className="mt-0.5 max-w-xs text-slate-600">
                    {gate.summary}
                  </p>
                )}
              </td>
              <td className="max-w-sm truncate px-3 py-1.5 font-mono text-[11px] text-slate-600" title={formatJson(gate.arguments)}>
                {argumentsExcerpt(gate.arguments)}
              </td>
              <td className="max-w-xs px-3 py-1.5 text-slate-700">{gate.note || <span className="text-slate-400">—</span>}</td>
              <td className="px-3 py-1.5 whitespace-nowrap text-slate-700">{gate.decidedBy ?? "—"}</td>
              <td className="px-3 py-1.5 whitespace-nowrap">
                <Link href={`/runs/${gate.runId}`} className="text-sky-700 hover:underline">
                  timeline
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
