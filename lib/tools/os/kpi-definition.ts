// A KPI's definition as the tools take it (kpi-properties.ts `kpiFields`) and as a row stores it: a field a
// definition omits takes its default, so a list entry or a new role KPI is defined whole.

export type KpiDefinition = { name: string; description?: string; unit?: string; target?: number; direction?: "up" | "down" };

export function definitionFields(definition: KpiDefinition, position: number) {
  return {
    name: definition.name.trim(),
    description: definition.description ?? "",
    unit: definition.unit ?? "",
    target: definition.target ?? null,
    direction: definition.direction ?? "up",
    position,
  };
}
