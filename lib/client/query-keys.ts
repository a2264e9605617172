// Query-key factories: every cache entry of the console is named here, so invalidation is exact.
import type { RunStatus } from "./api-types";

export const queryKeys = {
  agents: () => ["agents"] as const,
  organisationBindings: () => ["organisation", "bindings"] as const,
  agent: (id: string) => ["agents", id] as const,
  agentOffer: (id: string, kind: string, taskId: string | null) => ["agents", id, "offer", { kind, taskId: taskId ?? "none" }] as const,
  agentAutomation: (id: string) => ["agents", id, "automation"] as const,
  tasks: () => ["tasks"] as const,
  examples: () => ["playground", "examples"] as const,
  tools: () => ["tools", "built-in"] as const,
  nativeTools: () => ["tools", "native"] as const,
  tool: (name: string) => ["tools", "built-in", name] as const,
  runs: (status: RunStatus | null) => ["runs", { status: status ?? "all" }] as const,
  allRuns: () => ["runs"] as const,
  run: (id: string) => ["run", id] as const,
  allRunDetails: () => ["run"] as const,
  runOffer: (id: string) => ["run", id, "offer"] as const,
  gates: (status: "open" | "decided") => ["gates", status] as const,
  allGates: () => ["gates"] as const,
  result: (ref: string) => ["result", ref] as const,
  secrets: () => ["secrets"] as const,
  secretRequests: (status: "open" | "fulfilled" | "dismissed") => ["secret-requests", status] as const,
  allSecretRequests: () => ["secret-requests"] as const,
  issueReports: () => ["issue-reports"] as const,
};
