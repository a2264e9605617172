import type { RunStatus } from "@/lib/client/api-types";
import { isRunLive } from "@/lib/client/run-status";
import { Chip, type ChipTone } from "../ui/chip";

const statusTones: Record<RunStatus, ChipTone> = {
  queued: "grey",
  running: "blue",
  waiting: "violet",
  succeeded: "green",
  failed: "red",
  cancelled: "grey",
};

export function RunStatusChip({ status, testId }: { status: RunStatus; testId?: string }) {
  return (
    <Chip tone={statusTones[status] ?? "grey"} testId={testId} dot={isRunLive(status)}>
      {status}
    </Chip>
  );
}
