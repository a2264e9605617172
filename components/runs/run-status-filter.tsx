"use client";
import { RUN_STATUSES, type RunStatus } from "@/lib/client/api-types";
import { SegmentedControl, type Segment } from "../ui/segmented-control";

type RunStatusFilterProps = { value: RunStatus | null; onChange: (status: RunStatus | null) => void };

const segments: Segment<RunStatus | "all">[] = [
  { value: "all", label: "All", testId: "runs-filter-all" },
  ...RUN_STATUSES.map((status) => ({ value: status, label: status, testId: `runs-filter-${status}` })),
];

export function RunStatusFilter({ value, onChange }: RunStatusFilterProps) {
  return (
    <SegmentedControl
      label="Filter runs by status"
      segments={segments}
      value={value ?? "all"}
      onChange={(next) => onChange(next === "all" ? null : next)}
    />
  );
}
