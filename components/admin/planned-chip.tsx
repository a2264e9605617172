import { Chip } from "../ui/chip";

/** A tool the registry defines but no handler answers yet: it may be declared, and is marked so. */
export function PlannedChip() {
  return (
    <Chip tone="amber" testId="tool-planned" title="Defined in the registry; no handler answers it yet, so the picker does not offer it. A task saved with it through the API keeps it, and a run hands its calls back.">
      planned
    </Chip>
  );
}
