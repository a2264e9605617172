import type { Kpi } from "@/lib/contracts/kpi-schemas";
import { Chip, type ChipTone } from "../ui/chip";
import { TimeLabel } from "../ui/time-label";
import { KpiSparkline } from "./kpi-sparkline";

const numberFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

function amount(value: number, unit: string): string {
  const number = numberFormat.format(value);
  if (unit === "") return number;
  return unit === "%" ? `${number}%` : `${number} ${unit}`;
}

function status(kpi: Kpi): { tone: ChipTone; text: string } {
  if (kpi.offTrack) return { tone: "red", text: "off track" };
  if (kpi.latest === null) return { tone: "grey", text: "no reading" };
  if (kpi.target === null) return { tone: "grey", text: "no target" };
  return { tone: "green", text: "on track" };
}

const levelTone: Record<Kpi["level"], ChipTone> = { enterprise: "violet", team: "blue", role: "outline" };
const changeArrow = { up: "↑", down: "↓", flat: "→" } as const;

/** The KPI board: one row per KPI, off-track first as the API orders them, each with target, latest and trend. */
export function KpiBoardTable({ kpis }: { kpis: readonly Kpi[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table data-testid="kpi-board" className="w-full text-left text-xs">
        <thead className="border-b border-slate-200 bg-slate-50 text-[11px] tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">Status</th>
            <th scope="col" className="px-3 py-2 font-semibold">KPI</th>
            <th scope="col" className="px-3 py-2 font-semibold">Owner</th>
            <th scope="col" className="px-3 py-2 font-semibold">Target</th>
            <th scope="col" className="px-3 py-2 font-semibold">Latest</th>
            <th scope="col" className="px-3 py-2 font-semibold">Trend</th>
          </tr>
        </thead>
        <tbody>
          {kpis.map((kpi) => {
            const { tone, text } = status(kpi);
            return (
              <tr
                key={kpi.id}
                data-testid="kpi-row"
                data-off-track={kpi.offTrack}
                className={`border-t border-slate-100 align-top first:border-t-0 ${kpi.offTrack ? "bg-red-50/60 shadow-[inset_3px_0_0_0_var(--color-red-500)]" : ""}`}
              >
                <td className="px-3 py-2.5">
                  <Chip tone={tone} testId="kpi-status">{text}</Chip>
                </td>
                <td className="max-w-sm px-3 py-2.5">
                  <p data-testid="kpi-name" className="font-medium text-slate-900">{kpi.name}</p>
                  {kpi.description && <p className="mt-0.5 text-slate-500">{kpi.description}</p>}
                </td>
                <td className="px-3 py-2.5 whitespace-nowrap">
                  <Chip tone={levelTone[kpi.level]}>{kpi.level}</Chip>
                  <span data-testid="kpi-owner" className="ml-1.5 text-slate-700">{kpi.owner.name}</span>
                </td>
                <td data-testid="kpi-target" className="px-3 py-2.5 whitespace-nowrap text-slate-700 tabular-nums">
                  {kpi.target === null ? (
                    <span className="text-slate-400">none</span>
                  ) : (
                    <span title={kpi.direction === "up" ? "Higher is better" : "Lower is better"}>
                      {kpi.direction === "up" ? "≥" : "≤"} {amount(kpi.target, kpi.unit)}
                    </span>
                  )}
                </td>
                <td data-testid="kpi-latest" className="px-3 py-2.5 whitespace-nowrap tabular-nums">
                  {kpi.latest === null ? (
                    <span className="text-slate-400">—</span>
                  ) : (
                    <>
                      <span className={`font-semibold ${kpi.offTrack ? "text-red-700" : "text-slate-900"}`}>{amount(kpi.latest.value, kpi.unit)}</span>
                      {kpi.trend.change && <span className="ml-1 text-slate-500" title={`Moved ${kpi.trend.change} from the reading before`}>{changeArrow[kpi.trend.change]}</span>}
                      <span className="block text-[11px] text-slate-500">
                        {kpi.latest.period ?? <TimeLabel iso={kpi.latest.at} />}
                      </span>
                    </>
                  )}
                </td>
                <td className="px-3 py-2.5">
                  <KpiSparkline kpi={kpi} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
