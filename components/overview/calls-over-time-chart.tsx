"use client";
import { useRouter } from "next/navigation";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import type { CallOutcome } from "@/lib/client/api-types";
import type { OverviewBucket } from "@/lib/contracts/overview-query";
import type { OverviewBucketCounts } from "@/lib/contracts/overview-schemas";
import { runsWithCallsAddress } from "../runs/run-list-params";
import { OUTCOME_COLOURS, OUTCOME_LABELS, OUTCOME_STACK } from "./outcome-palette";
import { bucketLabel, bucketTitle } from "./overview-format";

type CallsOverTimeChartProps = {
  series: OverviewBucketCounts[];
  bucket: OverviewBucket;
  byOutcome: Record<CallOutcome, number>;
  /** Where the last bar ends (the window's `to`): a bar is [its start, the next one's start). */
  windowEnd: string;
  agentId: string | null;
};

/**
 * Stacked bars: each hour's or day's calls, one colour per outcome; outcomes that never happened stay out of
 * the legend. Issue 23, item 1: a bar's colour opens the runs with a call that ended so in that hour or day.
 */
export function CallsOverTimeChart({ series, bucket, byOutcome, windowEnd, agentId }: CallsOverTimeChartProps) {
  const router = useRouter();
  const outcomes = OUTCOME_STACK.filter((outcome) => byOutcome[outcome] > 0);
  const openRuns = (outcome: CallOutcome, index: number) => {
    const bar = series[index];
    if (bar === undefined) return;
    router.push(runsWithCallsAddress({ outcome, from: bar.start, to: series[index + 1]?.start ?? windowEnd, agentId }));
  };
  const data = series.map((point) => ({ start: point.start, ...point.counts }));
  return (
    <BarChart
      responsive
      data={data}
      style={{ width: "100%", height: 260 }}
      margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      title="Tool calls over time by outcome"
    >
      <CartesianGrid vertical={false} stroke="#e2e8f0" />
      <XAxis
        dataKey="start"
        tickFormatter={(value: string) => bucketLabel(value, bucket)}
        tick={{ fontSize: 11, fill: "#64748b" }}
        tickLine={false}
        axisLine={{ stroke: "#cbd5e1" }}
        minTickGap={16}
      />
      <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: "#64748b" }} tickLine={false} axisLine={false} />
      <Tooltip
        cursor={{ fill: "#f1f5f9" }}
        labelFormatter={(value) => bucketTitle(String(value), bucket)}
        formatter={(value, name) => [value, OUTCOME_LABELS[name as CallOutcome] ?? name]}
        contentStyle={{ fontSize: 12, borderRadius: 6, borderColor: "#cbd5e1" }}
      />
      <Legend
        itemSorter={null}
        formatter={(value: string) => <span className="text-slate-600">{OUTCOME_LABELS[value as CallOutcome] ?? value}</span>}
        wrapperStyle={{ fontSize: 12 }}
        iconType="square"
        iconSize={10}
      />
      {outcomes.map((outcome) => (
        <Bar
          key={outcome}
          dataKey={outcome}
          stackId="calls"
          fill={OUTCOME_COLOURS[outcome]}
          isAnimationActive={false}
          maxBarSize={48}
          cursor="pointer"
          className={`overview-bar-${outcome}`}
          onClick={(_data, index) => openRuns(outcome, index)}
        />
      ))}
    </BarChart>
  );
}
