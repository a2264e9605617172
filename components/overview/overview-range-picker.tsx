"use client";
import { OVERVIEW_RANGES, type OverviewRangeId } from "@/lib/client/use-overview-ranges";
import { SegmentedControl } from "../ui/segmented-control";

export function OverviewRangePicker({ value, onChange }: { value: OverviewRangeId; onChange: (range: OverviewRangeId) => void }) {
  return (
    <SegmentedControl
      label="Window"
      value={value}
      onChange={onChange}
      segments={OVERVIEW_RANGES.map((range) => ({ value: range.id, label: `Last ${range.label}`, testId: `overview-range-${range.id}` }))}
    />
  );
}
