import Link from "next/link";
import type { PlanSummary } from "@/lib/contracts/plan-schemas";
import { TimeLabel } from "../ui/time-label";
import { PlanAuthorLabel } from "./plan-author";

/** Every plan at its latest version, most recently written first; a name opens the plan. */
export function PlansTable({ plans }: { plans: readonly PlanSummary[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table data-testid="plans-table" className="w-full text-left text-xs">
        <thead className="border-b border-slate-200 bg-slate-50 text-[11px] tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">Plan</th>
            <th scope="col" className="px-3 py-2 font-semibold">Version</th>
            <th scope="col" className="px-3 py-2 font-semibold">Written</th>
            <th scope="col" className="px-3 py-2 font-semibold">By</th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.name} data-testid="plan-row" className="border-t border-slate-100 first:border-t-0">
              <td className="px-3 py-2">
                <Link href={`/plans/${encodeURIComponent(plan.name)}`} data-testid="plan-link" className="font-mono font-medium text-sky-700 hover:underline">
                  {plan.name}
                </Link>
              </td>
              <td className="px-3 py-2 tabular-nums text-slate-700">v{plan.version}</td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-500">
                <TimeLabel iso={plan.updatedAt} />
              </td>
              <td className="px-3 py-2 text-slate-700">
                <PlanAuthorLabel author={plan.author} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
