import { describe, expect, it } from "vitest";
import {
  collectDeclarations,
  parseTaskDeclaration,
  parseTaskDeclarations,
} from "@/lib/runtime/admission/parse-task-declaration";

describe("parseTaskDeclaration", () => {
  // Seed "built-in tools", Declaring a tool, and CONTRACT.md's POST /v1/tasks example.
  it.each([
    ["workspace.read_file", { tool: "workspace.read_file", pins: [] }],
    ["os.set_execution_name", { tool: "os.set_execution_name", pins: [] }],
    ["github.merge_pull_request", { tool: "github.merge_pull_request", pins: [] }],
    ["  workspace.edit  ", { tool: "workspace.edit", pins: [] }],
    [
      "os.mail_send#to=a@x.org,b@x.org",
      { tool: "os.mail_send", pins: [{ field: "to", values: ["a@x.org", "b@x.org"], fatal: false }] },
    ],
    ["os.mail_reply#!thread=t1", { tool: "os.mail_reply", pins: [{ field: "thread", values: ["t1"], fatal: true }] }],
    ["os.mail_send#to=a@x.org, b@x.org", { tool: "os.mail_send", pins: [{ field: "to", values: ["a@x.org", "b@x.org"], fatal: false }] }],
    ["web.request#url=https://x.org/a?b=c", { tool: "web.request", pins: [{ field: "url", values: ["https://x.org/a?b=c"], fatal: false }] }],
    ["os.chat_write#body=a#b", { tool: "os.chat_write", pins: [{ field: "body", values: ["a#b"], fatal: false }] }],
  ])("parses %j", (entry, declaration) => {
    expect(parseTaskDeclaration(entry)).toEqual({ ok: true, declaration });
  });

  it.each([
    ["", "A tool declaration is empty."],
    ["   ", "A tool declaration is empty."],
    ["os.mail_send#", "The pin on os.mail_send needs the form <field>=<value>,<value>."],
    ["os.mail_send#to", "The pin on os.mail_send needs the form <field>=<value>,<value>."],
    ["os.mail_send#!", "The pin on os.mail_send needs the form <field>=<value>,<value>."],
    ["os.mail_send#=a", 'The pin on os.mail_send names no valid field: "".'],
    ["os.mail_send#t o=a", 'The pin on os.mail_send names no valid field: "t o".'],
    ["os.mail_send#to=", "The pin os.mail_send#to has an empty value; list values separated by commas."],
    ["os.mail_send#to=a,,b", "The pin os.mail_send#to has an empty value; list values separated by commas."],
    ["#to=a", '"" is not a tool name.'],
    ["os..mail_send", '"os..mail_send" is not a tool name.'],
    ["os.mail_send.", '"os.mail_send." is not a tool name.'],
    ["read file", '"read file" is not a tool name.'],
  ])("refuses %j", (entry, message) => {
    expect(parseTaskDeclaration(entry)).toEqual({ ok: false, message });
  });
});

describe("parseTaskDeclarations and collectDeclarations", () => {
  it("merges several pins on one tool given as several entries", () => {
    const entries = ["os.mail_send#to=a@x.org", "workspace.read_file", "os.mail_send#subject=Hi", "os.mail_send"];
    const expected = [
      {
        tool: "os.mail_send",
        pins: [
          { field: "to", values: ["a@x.org"], fatal: false },
          { field: "subject", values: ["Hi"], fatal: false },
        ],
      },
      { tool: "workspace.read_file", pins: [] },
    ];
    expect(parseTaskDeclarations(entries)).toEqual({ ok: true, declarations: expected });
    expect(collectDeclarations(entries)).toEqual(expected);
  });

  it("allows the values of both entries pinning one field, and keeps a fatal pin fatal", () => {
    const declarations = collectDeclarations(["os.mail_reply#thread=t1,t2", "os.mail_reply#!thread=t2,t3"]);
    expect(declarations).toEqual([
      { tool: "os.mail_reply", pins: [{ field: "thread", values: ["t1", "t2", "t3"], fatal: true }] },
    ]);
  });

  it("names the first entry that does not parse", () => {
    expect(parseTaskDeclarations(["workspace.read_file", "os.mail_send#to=", "bad name"])).toEqual({
      ok: false,
      index: 1,
      entry: "os.mail_send#to=",
      message: "The pin os.mail_send#to has an empty value; list values separated by commas.",
    });
  });

  it("leaves out of a saved task an entry that no longer parses (fail closed)", () => {
    expect(collectDeclarations(["bad name", "workspace.read_file"])).toEqual([{ tool: "workspace.read_file", pins: [] }]);
  });

  it("returns no declarations for no entries", () => {
    expect(parseTaskDeclarations([])).toEqual({ ok: true, declarations: [] });
  });
});
