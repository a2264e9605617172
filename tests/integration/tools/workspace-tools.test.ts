import { beforeAll, describe, expect, it } from "vitest";
import { workspaceTools } from "@/lib/tools/workspace/workspace-tools";
import { definedHandlers, settingsWith } from "../../support/defined-handlers";
import { testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { callTool, contextFor, fixedNow, toolDependencies } from "./tool-test-setup";

// The workspace against real PostgreSQL: the code tools and workspace.* act on the same per-agent files
// (ONE-PRODUCT "Families that overlap"), every file stays its agent's (seed "tool rules", Untrusted output),
// paths are held to the workspace, and a write that repeats acts once.

const prisma = testPrisma();
let fixture: OrganisationFixture;
let teammate: OrganisationFixture;
let stranger: OrganisationFixture;

beforeAll(async () => {
  fixture = await createOrganisationFixture(prisma);
  const agent = await prisma.agent.create({ data: { organisationId: fixture.organisationId, name: "Teammate" } });
  teammate = { ...fixture, agentId: agent.id };
  stranger = await createOrganisationFixture(prisma);
});

const call = (owner: OrganisationFixture, tool: string, input: Record<string, unknown>) => callTool(prisma, tool, contextFor(owner, { taskId: null }), input);
const callJson = async (owner: OrganisationFixture, tool: string, input: Record<string, unknown>) => JSON.parse(await call(owner, tool, input));
const filesOf = (owner: OrganisationFixture) => prisma.workspaceFile.findMany({ where: { agentId: owner.agentId }, orderBy: { path: "asc" }, select: { path: true, content: true, bytes: true } });

describe("write_file / read_file / list_files / edit_file", () => {
  it("creates, leaves an identical write unchanged, replaces, and reads back numbered lines", async () => {
    expect(await callJson(fixture, "write_file", { path: "./src/app.ts", content: "const colour = 'teal';\nexport { colour };\n" })).toEqual({
      path: "src/app.ts",
      status: "created",
      bytes: 42,
    });
    expect((await callJson(fixture, "write_file", { path: "src/app.ts", content: "const colour = 'teal';\nexport { colour };\n" })).status).toBe("unchanged");
    expect((await callJson(fixture, "write_file", { path: "src/lib/../app.ts", content: "const colour = 'teal';\nconst size = 3;\nexport { colour };\n" })).status).toBe("replaced");
    expect(await call(fixture, "read_file", { path: "src/app.ts" })).toBe("1\tconst colour = 'teal';\n2\tconst size = 3;\n3\texport { colour };");
    expect(await call(fixture, "read_file", { path: "src/app.ts", offset: 1, limit: 1 })).toBe("2\tconst size = 3;\n[1 more line of 3: read on with offset 2]");
    const [row] = await filesOf(fixture);
    expect(row).toEqual({ path: "src/app.ts", content: "const colour = 'teal';\nconst size = 3;\nexport { colour };\n", bytes: 58 });
    expect((await prisma.workspaceFile.findFirstOrThrow({ where: { agentId: fixture.agentId, path: "src/app.ts" } })).updatedAt).toEqual(fixedNow);
  });

  it("writes a batch of identical calls once", async () => {
    const input = { path: "batch.txt", content: "Same." };
    const answers = await Promise.all([1, 2, 3].map(() => callJson(fixture, "write_file", input)));
    expect(answers.map((answer) => answer.status).sort()).toEqual(["created", "unchanged", "unchanged"]);
    expect(await prisma.workspaceFile.count({ where: { agentId: fixture.agentId, path: "batch.txt" } })).toBe(1);
  });

  it("lists one level or every level, directories implied by the files", async () => {
    expect(await call(fixture, "list_files", {})).toBe("batch.txt\tfile\t5 bytes\nsrc/\tdirectory");
    expect(await call(fixture, "list_files", { path: "src", recursive: true })).toBe("src/app.ts\tfile\t58 bytes");
    await expect(call(fixture, "list_files", { path: "docs" })).rejects.toThrow('directory_not_found: no directory "docs" exists in the workspace');
  });

  it("edits exact text and answers with a unified diff", async () => {
    expect(await call(fixture, "edit_file", { path: "src/app.ts", edits: [{ oldText: "size = 3", newText: "size = 4" }] })).toBe(
      ["--- a/src/app.ts", "+++ b/src/app.ts", "@@ -1,3 +1,3 @@", " const colour = 'teal';", "-const size = 3;", "+const size = 4;", " export { colour };"].join("\n"),
    );
  });

  it("refuses the whole edit when one oldText does not match once, and leaves the file as it was", async () => {
    const before = await call(fixture, "read_file", { path: "src/app.ts" });
    await expect(
      call(fixture, "edit_file", {
        path: "src/app.ts",
        edits: [
          { oldText: "size = 4", newText: "size = 5" },
          { oldText: "colour", newText: "hue" },
        ],
      }),
    ).rejects.toThrow(/^edit_text_ambiguous: edit 2 \(oldText "colour"\) occurs 2 times \(lines 1, 3\); .* No edit was applied: the file is unchanged$/);
    await expect(call(fixture, "edit_file", { path: "src/app.ts", edits: [{ oldText: "crimson", newText: "x" }] })).rejects.toThrow(/^edit_text_not_found: /);
    await expect(call(fixture, "edit_file", { path: "nope.ts", edits: [{ oldText: "a", newText: "b" }] })).rejects.toThrow('file_not_found: no file exists at "nope.ts"');
    expect(await call(fixture, "read_file", { path: "src/app.ts" })).toBe(before);
  });

  it("holds paths to the workspace", async () => {
    await expect(call(fixture, "read_file", { path: "../other-agent/secret.txt" })).rejects.toThrow(/^path_outside_workspace: /);
    await expect(call(fixture, "write_file", { path: "/etc/passwd", content: "x" })).rejects.toThrow(/^path_outside_workspace: /);
    await expect(call(fixture, "write_file", { path: "src\\evil.ts", content: "x" })).rejects.toThrow(/^invalid_path: /);
    await expect(call(fixture, "workspace.list_dir", { path: "a//b" })).rejects.toThrow(/^invalid_path: /);
    expect((await filesOf(fixture)).map((file) => file.path)).toEqual(["batch.txt", "src/app.ts"]);
  });

  it("keeps files and directories apart", async () => {
    await expect(call(fixture, "write_file", { path: "src", content: "x" })).rejects.toThrow('path_is_directory: "src" is a directory (it holds "src/app.ts"); choose a file name inside it; nothing was written');
    await expect(call(fixture, "write_file", { path: "batch.txt/inner.txt", content: "x" })).rejects.toThrow(/^parent_is_a_file: "batch.txt" is a file/);
    await expect(call(fixture, "read_file", { path: "src" })).rejects.toThrow('not_a_text_file: "src" is a directory; list it to see its files');
  });

  it("refuses a file past WORKSPACE_FILE_MAX_BYTES, written or edited", async () => {
    const handlers = definedHandlers(workspaceTools, { ...toolDependencies(prisma), settings: settingsWith({ WORKSPACE_FILE_MAX_BYTES: 8 }) });
    const context = { ...contextFor(fixture, { taskId: null }), tool: "workspace.write_file" };
    await expect(handlers["workspace.write_file"](context, { path: "big.txt", content: "123456789" })).rejects.toThrow(
      "file_too_large: the file would be 9 bytes, more than the 8 a workspace file may hold; nothing was written",
    );
    await handlers["workspace.write_file"](context, { path: "small.txt", content: "1234" });
    await expect(handlers["workspace.edit"](context, { path: "small.txt", edits: [{ oldText: "4", newText: "456789" }] })).rejects.toThrow(/^file_too_large: /);
    expect(await call(fixture, "read_file", { path: "small.txt" })).toBe("1\t1234");
  });
});

describe("workspace.* on the same workspace", () => {
  it("reads, lists, searches, edits and deletes what the code tools wrote", async () => {
    expect(await call(fixture, "workspace.read_file", { path: "src/app.ts", offset: 0, limit: 1 })).toBe("1\tconst colour = 'teal';\n[2 more lines of 3: read on with offset 1]");
    await call(fixture, "workspace.write_file", { path: ".config/settings.json", content: '{"teal": true}' });
    expect(await call(fixture, "workspace.list_dir", {})).toBe("batch.txt\tfile\t5 bytes\nsmall.txt\tfile\t4 bytes\nsrc/\tdirectory");
    expect(await call(fixture, "workspace.list_dir", { path: ".", depth: 2, includeHidden: true })).toBe(
      ".config/\tdirectory\n.config/settings.json\tfile\t14 bytes\nbatch.txt\tfile\t5 bytes\nsmall.txt\tfile\t4 bytes\nsrc/\tdirectory\nsrc/app.ts\tfile\t58 bytes",
    );
    expect(await call(fixture, "workspace.search", { query: "TEAL" })).toBe('.config/settings.json:1: {"teal": true}\nsrc/app.ts:1: const colour = \'teal\';');
    expect(await call(fixture, "workspace.search", { query: "TEAL", caseSensitive: true })).toBe('No line in the workspace matches "TEAL".');
    expect(await call(fixture, "workspace.search", { query: "col.ur", regex: true, path: "src", glob: "*.ts", maxResults: 1 })).toBe(
      "src/app.ts:1: const colour = 'teal';\n[1 more matching lines not shown: narrow the search or raise maxResults]",
    );
    await expect(call(fixture, "workspace.search", { query: "(", regex: true })).rejects.toThrow(/^invalid_pattern: /);
    const diff = await call(fixture, "workspace.edit", { path: "src/app.ts", edits: [{ oldText: "colour", newText: "hue", replaceAll: true }] });
    expect(diff).toContain("-export { colour };\n+export { hue };");
    expect(await call(fixture, "read_file", { path: "src/app.ts", offset: 2 })).toBe("3\texport { hue };");
    expect(await call(fixture, "workspace.delete_file", { path: ".config/settings.json" })).toBe('Deleted ".config/settings.json".');
    await expect(call(fixture, "workspace.delete_file", { path: ".config/settings.json" })).rejects.toThrow('file_not_found: no file exists at ".config/settings.json"');
    await expect(call(fixture, "workspace.delete_file", { path: "src" })).rejects.toThrow('file_not_found: "src" is a directory, and directories are not deleted');
  });
});

describe("agent scoping", () => {
  it("answers another agent's and another organisation's file exactly as a path never written", async () => {
    for (const other of [teammate, stranger]) {
      await expect(call(other, "read_file", { path: "src/app.ts" })).rejects.toThrow('file_not_found: no file exists at "src/app.ts"');
      await expect(call(other, "workspace.read_file", { path: "src/app.ts" })).rejects.toThrow('file_not_found: no file exists at "src/app.ts"');
      expect(await call(other, "list_files", { recursive: true })).toBe("The workspace is empty.");
      expect(await call(other, "workspace.search", { query: "hue" })).toBe('No line in the workspace matches "hue".');
      await expect(call(other, "edit_file", { path: "src/app.ts", edits: [{ oldText: "hue", newText: "x" }] })).rejects.toThrow(/^file_not_found: /);
      await expect(call(other, "workspace.delete_file", { path: "src/app.ts" })).rejects.toThrow(/^file_not_found: /);
    }
    expect(await callJson(teammate, "write_file", { path: "src/app.ts", content: "mine" })).toMatchObject({ status: "created" });
    expect(await call(fixture, "read_file", { path: "src/app.ts", offset: 2 })).toBe("3\texport { hue };");
    expect(await call(teammate, "read_file", { path: "src/app.ts" })).toBe("1\tmine");
  });
});
