import { describe, expect, it } from "vitest";
import { ModelSpecSchema } from "@/lib/contracts/model-spec";
import type { AgentOfferPreview } from "@/lib/contracts/agent-bodies";
import type { TaskDetail, ToolInfo } from "@/lib/client/api-types";
import { EMPTY_RUN_DRAFT, MODEL_MODES, modelOfDraft, type RunDraft } from "@/lib/client/run-draft";
import { initialArguments, tryableByFamily } from "@/lib/client/tryable-tools";

// Issue 12, item 9: the playground sends every provider the API accepts, a system prompt, and an API key
// secret only for an admin; "Try one tool" lists what the offer holds and fills the task's pins in.

const draft = (change: Partial<RunDraft>): RunDraft => ({ ...EMPTY_RUN_DRAFT, ...change });

describe("modelOfDraft", () => {
  it("offers the four providers of ModelSpec, each becoming a spec the API's schema accepts", () => {
    expect(MODEL_MODES.map((mode) => mode.value)).toEqual(["scripted", "openai-compatible", "openai", "anthropic"]);
    const specs = [
      modelOfDraft(draft({ system: "Be brief." })),
      modelOfDraft(draft({ mode: "openai-compatible", baseUrl: " http://127.0.0.1:8080/v1 ", model: " llama ", apiKeySecret: "LOCAL_KEY" })),
      modelOfDraft(draft({ mode: "openai", model: "gpt-4.1-mini", system: "Answer in French." })),
      modelOfDraft(draft({ mode: "anthropic", model: "claude-sonnet-4-5" })),
    ];
    for (const spec of specs) {
      if (!spec.ok) throw new Error(spec.message);
      expect(ModelSpecSchema.safeParse(spec.model).success).toBe(true);
    }
    expect(specs.map((spec) => spec.ok && spec.model)).toEqual([
      { provider: "scripted", script: [{ text: "Hello from the scripted model." }], system: "Be brief." },
      { provider: "openai-compatible", baseUrl: "http://127.0.0.1:8080/v1", model: "llama", apiKeySecret: "LOCAL_KEY" },
      { provider: "openai", model: "gpt-4.1-mini", system: "Answer in French." },
      { provider: "anthropic", model: "claude-sonnet-4-5" },
    ]);
  });

  it("never sends a key's secret for someone who may not name one", () => {
    const spec = modelOfDraft(draft({ mode: "openai", model: "gpt", apiKeySecret: "OPENAI_KEY" }), false);
    expect(spec).toEqual({ ok: true, model: { provider: "openai", model: "gpt" } });
  });

  it("says what to fix first", () => {
    expect(modelOfDraft(draft({ mode: "anthropic" }))).toEqual({ ok: false, message: "Model: the name Anthropic knows the model by, such as claude-sonnet-4-5." });
    expect(modelOfDraft(draft({ mode: "openai-compatible", model: "m", baseUrl: "ftp://x" })).ok).toBe(false);
    expect(modelOfDraft(draft({ system: "x".repeat(20_001) })).ok).toBe(false);
  });
});

describe("tryableByFamily", () => {
  const offer: AgentOfferPreview = {
    agentId: "a",
    kind: "direct",
    taskId: "t",
    connectors: [],
    tools: [
      { name: "os.mail_send", modelName: "os__mail_send", family: "OS", offered: true, reason: null },
      { name: "note_write", modelName: "note_write", family: "Notes", offered: true, reason: null },
      { name: "workspace.read_file", modelName: "workspace__read_file", family: "Workspace", offered: false, reason: "not declared by the task" },
    ],
  };
  const schema = (properties: Record<string, object>, required: string[]) => ({ type: "object", properties, required });
  const infos = [
    { name: "os.mail_send", inputSchema: schema({ to: { type: "array", items: { type: "string" } }, subject: { type: "string" } }, ["to", "subject"]) },
    { name: "note_write", inputSchema: schema({ text: { type: "string" } }, ["text"]) },
  ] as ToolInfo[];
  const task = { declarations: [{ tool: "os.mail_send", pins: [{ field: "to", values: ["a@x.org", "b@x.org"], fatal: false }] }] } as TaskDetail;

  it("lists only what the offer holds, native tools included, each with the task's pins", () => {
    const families = tryableByFamily(offer, infos, task);
    expect(families.map(([family, members]) => [family, members.map((member) => member.name)])).toEqual([
      ["OS", ["os.mail_send"]],
      ["Notes", ["note_write"]],
    ]);
    const [[, [mail]], [, [note]]] = families;
    expect(initialArguments(mail)).toEqual({ to: ["a@x.org"], subject: "" });
    expect(initialArguments(note)).toEqual({ text: "" });
  });
});
