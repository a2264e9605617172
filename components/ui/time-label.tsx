import { formatFullTime, formatTime } from "@/lib/client/format-time";

export function TimeLabel({ iso }: { iso: string | null }) {
  if (!iso) return <span className="text-slate-400">—</span>;
  return (
    <time dateTime={iso} title={formatFullTime(iso)} className="tabular-nums">
      {formatTime(iso)}
    </time>
  );
}
