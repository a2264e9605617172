import { z } from "zod";

// GET /v1/playground/examples (docs/internal-api.md): ready-made scripted runs, bound to the organisation's
// demo agent and task when they exist.

export const PlaygroundExampleSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  agentId: z.string().nullable(),
  taskId: z.string().nullable(),
  input: z.string(),
  script: z.array(z.unknown()).describe("ScriptTurns for the scripted model (CONTRACT.md, The scripted model)."),
});
export type PlaygroundExample = z.infer<typeof PlaygroundExampleSchema>;

export const PlaygroundExampleListSchema = z.strictObject({ examples: z.array(PlaygroundExampleSchema) });
export type PlaygroundExampleList = z.infer<typeof PlaygroundExampleListSchema>;
