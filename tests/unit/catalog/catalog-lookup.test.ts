import { describe, expect, it } from "vitest";
import { builtInCatalog, builtInTools } from "@/lib/tools/registry/built-in-tools";
import { closestToolNames, findByModelName, isBuiltInNamespace } from "@/lib/runtime/catalog/catalog-lookup";
import { createCatalog } from "@/lib/runtime/catalog/create-catalog";
import { editDistance } from "@/lib/runtime/catalog/edit-distance";
import { modelNameOf } from "@/lib/runtime/catalog/tool-definition";

const toolNames = builtInTools.map((definition) => definition.name);

describe("findByModelName", () => {
  it.each(toolNames)("finds %s by its model name", (name) => {
    expect(findByModelName(builtInCatalog, modelNameOf(name))?.name).toBe(name);
  });

  it("finds nothing for a canonical name, a typo or an empty name", () => {
    expect(findByModelName(builtInCatalog, "workspace.read_file")).toBeUndefined();
    expect(findByModelName(builtInCatalog, "workspace__raed_file")).toBeUndefined();
    expect(findByModelName(builtInCatalog, "")).toBeUndefined();
  });

  it("finds a tool whose own name holds a double underscore", () => {
    const base = builtInTools[0];
    const catalog = createCatalog([{ ...base, name: "vendor.do__it" }]);
    expect(findByModelName(catalog, "vendor__do__it")?.name).toBe("vendor.do__it");
  });
});

describe("createCatalog", () => {
  it("refuses two tools of one name", () => {
    expect(() => createCatalog([builtInTools[0], builtInTools[0]])).toThrow(/Duplicate tool name/);
  });
});

describe("editDistance", () => {
  it.each([
    ["", "", 0],
    ["abc", "", 3],
    ["", "abc", 3],
    ["kitten", "sitting", 3],
    ["read_file", "raed_file", 2],
    ["os.mail_send", "os.mail_send", 0],
  ])("from %j to %j is %i", (from, to, distance) => {
    expect(editDistance(from, to)).toBe(distance);
    expect(editDistance(to, from)).toBe(distance);
  });
});

describe("closestToolNames", () => {
  const taskTools = ["workspace.read_file", "workspace.write_file", "workspace.list_dir", "os.set_execution_name"];

  it("names the nearest tools first", () => {
    expect(closestToolNames("workspace.raed_file", taskTools)).toEqual([
      "workspace.read_file",
      "workspace.write_file",
      "workspace.list_dir",
    ]);
  });

  it("compares a model name with canonical candidates", () => {
    expect(closestToolNames("os__set_execution_nam", taskTools, 1)).toEqual(["os.set_execution_name"]);
  });

  it("honours count, and breaks ties alphabetically", () => {
    expect(closestToolNames("x", ["bb", "aa", "cc"], 2)).toEqual(["aa", "bb"]);
    expect(closestToolNames("x", taskTools, 0)).toEqual([]);
    expect(closestToolNames("x", [], 3)).toEqual([]);
  });

  it("names a candidate once even when it is listed twice", () => {
    expect(closestToolNames("os.mail_sned", ["os.mail_send", "os.mail_send", "os.mail_read"])).toEqual([
      "os.mail_send",
      "os.mail_read",
    ]);
  });
});

describe("isBuiltInNamespace", () => {
  it.each(toolNames)("%s is in a built-in namespace", (name) => {
    expect(isBuiltInNamespace(name)).toBe(true);
    expect(isBuiltInNamespace(modelNameOf(name))).toBe(true);
  });

  it.each(["os.no_such_tool", "workspace.x", "memory.forget", "web.crawl", "kpi.x", "role.x", "browser.hover"])(
    "%s is in a built-in namespace even though no tool has that name",
    (name) => {
      expect(isBuiltInNamespace(name)).toBe(true);
    },
  );

  it.each(["github.merge_pull_request", "slack.post_message", "github", "os", ".os", "osx.read", "read_tool_result", ""])(
    "%j is not",
    (name) => {
      expect(isBuiltInNamespace(name)).toBe(false);
    },
  );
});
