// docs/internal-api.md: GET /v1/playground/examples answers `{ examples: PlaygroundExample[] }`, a ready-made
// scripted run (lib/server/playground/playground-examples.ts) with the organisation's demo agent and task.

export type PlaygroundExample = {
  id: string;
  name: string;
  description: string;
  /** The organisation's demo agent, or null when it has none (deleted). */
  agentId: string | null;
  /** The demo task, for an example that uses it and an organisation that has one. */
  taskId: string | null;
  input: string;
  script: unknown[];
};
