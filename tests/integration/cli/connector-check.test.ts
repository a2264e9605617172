// CONTRACT.md, CLI: `connector check` against loopback MCP servers, through runCli (the same entry as
// `npm run tollgate`), with no database: the listing as JSON, a call's result, headers, OAuth headless
// sign-in, and one clear line with exit 1 for a server that fails.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CliOutput } from "@/lib/server/cli/cli-command";
import { runCli } from "@/lib/server/cli/run-cli";
import { startLoopbackMcpServer, type LoopbackMcpServer } from "@/tests/support/mcp/loopback-mcp-server";
import { startLoopbackOAuthServer, type LoopbackOAuthServer } from "@/tests/support/mcp/loopback-oauth-server";

function capture(): CliOutput & { results: string[]; notes: string[] } {
  const results: string[] = [];
  const notes: string[] = [];
  return { results, notes, result: (line) => results.push(line), note: (line) => notes.push(line) };
}

let server: LoopbackMcpServer;
let oauth: LoopbackOAuthServer;
beforeAll(async () => {
  server = await startLoopbackMcpServer({ requireBearer: "cli-secret-789", pageSize: 4 });
  oauth = await startLoopbackOAuthServer();
});
afterAll(async () => {
  await Promise.all([server.close(), oauth.close()]);
});

describe("tollgate connector check", () => {
  it("prints the server's name and every tool as JSON, sending the headers", async () => {
    const output = capture();
    const code = await runCli(["connector", "check", "--url", server.url, "--header", "Authorization: Bearer cli-secret-789"], output);
    expect(output.notes).toEqual([]);
    expect(code).toBe(0);
    const printed = JSON.parse(output.results.join("\n")) as { server: { name: string }; tools: { name: string }[] };
    expect(printed.server.name).toBe("tollgate-fixture");
    expect(printed.tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(["echo", "ref_schema", "read_env"]));
  });

  it("calls a tool with JSON arguments and prints its result", async () => {
    const output = capture();
    const code = await runCli(
      ["connector", "check", "--url", server.url, "--header", "Authorization: Bearer cli-secret-789", "--call", "record_arguments", "--arguments", '{"required_text":""}'],
      output,
    );
    expect(code).toBe(0);
    const printed = JSON.parse(output.results.join("\n")) as { result: { isError: boolean; text: string } };
    expect(printed.result).toEqual({ isError: false, text: '{"required_text":""}', media: [] });
    expect(server.received.at(-1)?.arguments).toEqual({ required_text: "" });
  });

  it("signs in headless with OAuth, then lists", async () => {
    const output = capture();
    const code = await runCli(["connector", "check", "--url", oauth.url, "--authorize-headless", "--call", "echo", "--arguments", '{"text":"hi"}'], output);
    expect(code).toBe(0);
    expect(output.notes.join("\n")).toContain("Signing in (headless) at");
    expect(JSON.parse(output.results.join("\n")).result.text).toBe("hi");
    expect(oauth.grants).toContain("authorization_code");
  });

  it("fails with one line and exit 1 when the server refuses, never echoing a header value", async () => {
    const output = capture();
    const code = await runCli(["connector", "check", "--url", server.url, "--header", "Authorization: Bearer wrong-value-000"], output);
    expect(code).toBe(1);
    expect(output.results).toEqual([]);
    expect(output.notes).toHaveLength(1);
    expect(output.notes[0]).toMatch(/^tollgate: /);
    expect(output.notes[0]).not.toContain("wrong-value-000");
  });

  it("exits 1 when the tool answers an error, and 2 for a wrong command line", async () => {
    const failed = capture();
    expect(await runCli(["connector", "check", "--url", server.url, "--header", "Authorization: Bearer cli-secret-789", "--call", "fail"], failed)).toBe(1);
    expect(JSON.parse(failed.results.join("\n")).result.isError).toBe(true);
    const wrong = capture();
    expect(await runCli(["connector", "check", "--url", "ftp://example.org"], wrong)).toBe(2);
    expect(await runCli(["connector", "check", "--url", server.url, "--arguments", "{}"], wrong)).toBe(2);
    expect(await runCli(["connector", "check", "--url", server.url, "--call", "echo", "--arguments", "[1]"], wrong)).toBe(2);
    expect(wrong.notes).toHaveLength(3);
  });
});
