"use client";
import Link from "next/link";
import type { AuditEvent } from "@/lib/contracts/audit-schemas";
import { TimeLabel } from "../ui/time-label";
import { AUDIT_ACTIONS } from "./audit-actions";

/** An event's detail as short key: value pairs; a run id links to its run. */
function Detail({ detail }: { detail: AuditEvent["detail"] }) {
  return (
    <span className="flex flex-wrap gap-x-3 gap-y-0.5">
      {Object.entries(detail).map(([key, value]) => (
        <span key={key} className="font-mono text-[11px] text-slate-600">
          <span className="text-slate-400">{key}</span>{" "}
          {key === "runId" && typeof value === "string" ? (
            <Link href={`/runs/${value}`} className="text-sky-700 hover:underline">
              {value.slice(0, 8)}
            </Link>
          ) : (
            <span className="break-all">{typeof value === "string" ? value : JSON.stringify(value)}</span>
          )}
        </span>
      ))}
    </span>
  );
}

export function AuditEventsTable({ events }: { events: AuditEvent[] }) {
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
      <table data-testid="audit-table" className="w-full text-left text-xs">
        <thead className="border-b border-slate-200 bg-slate-50 text-[11px] tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">When</th>
            <th scope="col" className="px-3 py-2 font-semibold">Who</th>
            <th scope="col" className="px-3 py-2 font-semibold">What</th>
            <th scope="col" className="px-3 py-2 font-semibold">Detail</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {events.map((event) => (
            <tr key={event.id} data-testid="audit-row" data-action={event.action}>
              <td className="px-3 py-2 whitespace-nowrap text-slate-600">
                <TimeLabel iso={event.createdAt} />
              </td>
              <td className="px-3 py-2 text-slate-800">{event.actor?.email ?? "—"}</td>
              <td className="px-3 py-2 font-medium text-slate-900" title={event.action}>
                {AUDIT_ACTIONS[event.action] ?? event.action}
              </td>
              <td className="px-3 py-2">
                <Detail detail={event.detail} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
