import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/contracts/api-error";
import { builtInCatalog } from "@/lib/tools/registry/built-in-tools";
import { checkTaskTools } from "@/lib/server/use-cases/tasks/check-task-tools";

function refusal(tools: string[], gates: string[] = []): { status: number; body: unknown } {
  try {
    checkTaskTools(tools, gates, builtInCatalog);
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, body: error.toBody() };
    throw error;
  }
  throw new Error("expected the task to be refused");
}

describe("checkTaskTools (seed: Declaring a tool, Gates and grants)", () => {
  it("accepts the seed's example and CONTRACT.md's, and a connector's tool", () => {
    const declarations = checkTaskTools(
      [
        "workspace.read_file",
        "workspace.edit",
        "workspace.git_commit",
        "os.set_execution_name",
        "os.mail_send#to=a@x.org,b@x.org",
        "os.mail_reply#!thread=t1",
        "os.set_gate_summary",
        "github.merge_pull_request",
      ],
      ["os.set_execution_name", "github.merge_pull_request"],
      builtInCatalog,
    );
    expect(declarations.map((declaration) => declaration.tool)).toEqual([
      "workspace.read_file",
      "workspace.edit",
      "workspace.git_commit",
      "os.set_execution_name",
      "os.mail_send",
      "os.mail_reply",
      "os.set_gate_summary",
      "github.merge_pull_request",
    ]);
  });

  it.each([
    ["os.not_a_tool", "os.not_a_tool"],
    ["workspace.read_files", "workspace.read_files"],
    ["memory.forget", "memory.forget"],
    ["web.crawl", "web.crawl"],
    ["workspace__read_file", "workspace__read_file"],
    ["os.nope#field=1", "os.nope"],
  ])("refuses %j with 422 tool_unknown naming the tool", (entry, tool) => {
    const { status, body } = refusal(["workspace.read_file", entry]);
    expect(status).toBe(422);
    expect(body).toEqual({ error: { code: "tool_unknown", message: expect.stringContaining(tool), tool } });
  });

  it.each(["os.list_tasks", "os.start_task", "os.kpi_board"])("refuses the CEO chat's %s with tool_not_run_callable", (tool) => {
    const { status, body } = refusal([tool]);
    expect(status).toBe(422);
    expect(body).toEqual({ error: { code: "tool_not_run_callable", message: expect.any(String), tool } });
  });

  it.each([
    [["os.mail_reply"], "os.mail_reply"],
    [["github.merge_pull_request", "workspace.read_file"], "github.merge_pull_request"],
    [["os.set_gate_summary"], "os.set_gate_summary"],
    [["os.set_gate_summary", "os.mail_send"], "os.set_gate_summary"],
  ])("refuses %j with gate_summary_required naming %s", (tools, tool) => {
    const { status, body } = refusal(tools);
    expect(status).toBe(422);
    expect(body).toEqual({ error: { code: "gate_summary_required", message: expect.any(String), tool } });
  });

  it("accepts either tool paired with os.set_gate_summary", () => {
    expect(() => checkTaskTools(["os.mail_reply", "os.set_gate_summary"], [], builtInCatalog)).not.toThrow();
    expect(() => checkTaskTools(["os.set_gate_summary", "github.merge_pull_request"], [], builtInCatalog)).not.toThrow();
  });

  it("refuses an entry that does not parse with invalid_request at its index", () => {
    const { status, body } = refusal(["workspace.read_file", "os.mail_send#to="]);
    expect(status).toBe(422);
    expect(body).toEqual({
      error: {
        code: "invalid_request",
        message: "tools.1 is invalid: The pin os.mail_send#to has an empty value; list values separated by commas.",
        details: [{ path: "tools.1", message: "The pin os.mail_send#to has an empty value; list values separated by commas." }],
      },
    });
  });

  it("refuses a pin on a field the built-in tool does not take, naming the tool", () => {
    const { status, body } = refusal(["os.mail_send#recipient=a@x.org"]);
    expect(status).toBe(422);
    expect(body).toMatchObject({ error: { code: "invalid_request", tool: "os.mail_send", message: "os.mail_send has no field recipient to pin." } });
  });

  it("refuses a gate on a tool the task does not declare", () => {
    const { status, body } = refusal(["workspace.read_file"], ["os.set_context"]);
    expect(status).toBe(422);
    expect(body).toEqual({
      error: {
        code: "invalid_request",
        message: "gates.0 names os.set_context, which the task does not declare.",
        tool: "os.set_context",
        details: [{ path: "gates.0", message: "A gate must name a tool the task declares." }],
      },
    });
  });

  it("accepts a gate on a declared tool, pinned or not", () => {
    expect(() => checkTaskTools(["os.set_context", "os.mail_send#to=a@x.org"], ["os.set_context", "os.mail_send"], builtInCatalog)).not.toThrow();
  });
});
