import { Chip } from "../ui/chip";

/** A tool the registry defines but no handler answers yet: it may be declared, and is marked so. */
export function PlannedChip() {
  return (
    <Chip tone="amber" testId="tool-planned" title="Defined in the registry; no handler answers it yet. A task may declare it now.">
      planned
    </Chip>
  );
}
