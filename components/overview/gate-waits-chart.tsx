"use client";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import type { GateWaitBin } from "@/lib/contracts/overview-schemas";
import { waitBinLabel, waitBinTick } from "./overview-format";

/** How many gates were decided within each span of waiting, from under a minute to a day or more. */
export function GateWaitsChart({ histogram }: { histogram: GateWaitBin[] }) {
  const data = histogram.map((bin) => ({ tick: waitBinTick(bin.fromSeconds, bin.toSeconds), label: waitBinLabel(bin.fromSeconds, bin.toSeconds), count: bin.count }));
  return (
    <BarChart responsive data={data} style={{ width: "100%", height: 200 }} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} title="Gate waits, open to decided">
      <CartesianGrid vertical={false} stroke="#e2e8f0" />
      <XAxis dataKey="tick" tick={{ fontSize: 11, fill: "#64748b" }} tickLine={false} axisLine={{ stroke: "#cbd5e1" }} interval={0} />
      <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: "#64748b" }} tickLine={false} axisLine={false} />
      <Tooltip
        cursor={{ fill: "#f1f5f9" }}
        formatter={(value) => [value, "gates decided"]}
        labelFormatter={(_tick, payload) => `Waited ${String(payload[0]?.payload?.label ?? _tick)}`}
        contentStyle={{ fontSize: 12, borderRadius: 6, borderColor: "#cbd5e1" }}
      />
      <Bar dataKey="count" fill="#0ea5e9" isAnimationActive={false} maxBarSize={56} />
    </BarChart>
  );
}
