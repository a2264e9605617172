import type { Kpi } from "@/lib/contracts/kpi-schemas";

const WIDTH = 112;
const HEIGHT = 32;
const PAD = 3;

/**
 * A KPI's trend as a small inline chart: its last readings oldest to newest, the target as a dashed line when
 * there is one, the latest point red when off track. No chart library: a polyline is all a trend needs.
 */
export function KpiSparkline({ kpi }: { kpi: Kpi }) {
  const { values } = kpi.trend;
  if (values.length === 0) return <span className="text-xs text-slate-400">no readings yet</span>;
  const scale = kpi.target === null ? values : [...values, kpi.target];
  const low = Math.min(...scale);
  const high = Math.max(...scale);
  const span = high - low || 1;
  const x = (index: number) => (values.length === 1 ? WIDTH / 2 : PAD + (index * (WIDTH - 2 * PAD)) / (values.length - 1));
  const y = (value: number) => (high === low ? HEIGHT / 2 : PAD + ((high - value) * (HEIGHT - 2 * PAD)) / span);
  const points = values.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(" ");
  const last = values.length - 1;
  const label = `Last ${values.length} reading${values.length === 1 ? "" : "s"}, oldest first: ${values.join(", ")}${kpi.target === null ? "" : `; target ${kpi.target}`}`;
  return (
    <svg data-testid="kpi-trend" role="img" aria-label={label} width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="overflow-visible">
      <title>{label}</title>
      {kpi.target !== null && <line x1={0} x2={WIDTH} y1={y(kpi.target)} y2={y(kpi.target)} className="stroke-slate-300" strokeWidth={1} strokeDasharray="3 3" />}
      {values.length > 1 && <polyline points={points} fill="none" className="stroke-slate-500" strokeWidth={1.5} strokeLinejoin="round" strokeLinecap="round" />}
      <circle cx={x(last)} cy={y(values[last]!)} r={2.75} className={kpi.offTrack ? "fill-red-600" : "fill-emerald-600"} />
    </svg>
  );
}
