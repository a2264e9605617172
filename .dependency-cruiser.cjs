// Boundaries checked by a tool, not by memory (STYLE.md, habit 7).
// `npm run boundaries` cruises lib app components scripts with these rules; tests/unit/boundaries
// cruises a fixture tree with the same file, so a rule that stops firing fails a test.
//
// Paths are relative to the working directory, so the same rules read the real tree (run from the
// repository root) and the fixture tree (run from tests/unit/boundaries/fixtures).
const fs = require("node:fs");
const path = require("node:path");

/** A resolved path inside an npm package, wherever node_modules sits relative to the cwd. */
const inPackage = (names) => `(^|/)node_modules/(${names})/`;

// Built-ins that touch the world; the pure core reaches it only through ports (lib/runtime/ports/).
// Pure helpers such as node:crypto or node:util stay allowed.
const IO_BUILTINS = "fs|child_process|net|http|https|http2|tls|dgram|dns|cluster|worker_threads";

// Built-ins that open connections; outside lib/egress, product code reaches out through lib/egress only.
const NETWORK_BUILTINS = "http|https|http2|net|tls|dgram";

// lib/settings holds the process's settings, the secret key and API keys among them: never in a browser.
const SERVER_ONLY = ["^lib/server/", "^lib/generated/", "^lib/settings/", inPackage("@prisma/[^/]+|pg|pg-boss")];

const SOURCE_ROOTS = ["app", "components", "lib"];
const SOURCE_FILE = /\.(ts|tsx|js|jsx|mts|mjs)$/;
// The directive must be the first statement; comments may come before it.
const USE_CLIENT = /^(?:\s+|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*["']use client["']/;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Files under the source roots whose first statement is "use client", as anchored path patterns. */
function useClientFiles() {
  const found = [];
  const walk = (directory) => {
    if (!fs.existsSync(directory)) return;
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== "generated" && !entry.name.startsWith(".")) walk(full);
      } else if (SOURCE_FILE.test(entry.name) && USE_CLIENT.test(fs.readFileSync(full, "utf8"))) {
        found.push(`^${escapeRegExp(full.split(path.sep).join("/"))}$`);
      }
    }
  };
  SOURCE_ROOTS.forEach(walk);
  return found;
}

const CLIENT_CODE = ["^components/", "^lib/client/", "-client\\.tsx$", ...useClientFiles()];

// Issue 9, item 1: the core's stage folders point one way, so a later stage's types and helpers never leak
// back into an earlier one (file-level cycle checks cannot see two folders that import each other through
// different files). The base layer (the core's root files, lifecycle/, ports/, patterns/) comes first
// and is usable by every stage; it imports no stage.
const RUNTIME_STAGES = ["catalog", "offer", "admission", "execution", "results", "compaction", "loop", "grounding"];
const RUNTIME_BASE_FOLDERS = ["lifecycle", "ports", "patterns"];
const runtimeFolders = (names) => `^lib/runtime/(${names.join("|")})/`;

/** One rule per layer: nothing in it imports a stage that comes after it. */
function runtimeFolderOrderRules() {
  const layers = [
    { name: "the base layer", from: ["^lib/runtime/[^/]+$", runtimeFolders(RUNTIME_BASE_FOLDERS.filter((folder) => folder !== "ports"))], later: RUNTIME_STAGES },
    // A port names the data it carries (the run store's snapshot holds a task's settings, a call's metadata):
    // ports/ may import a stage's TYPES, which are erased, so at run time the base still imports no stage.
    { name: "ports/", from: [runtimeFolders(["ports"])], later: RUNTIME_STAGES, typesAllowed: true },
    ...RUNTIME_STAGES.slice(0, -1).map((stage, index) => ({
      name: `${stage}/`,
      from: [runtimeFolders([stage])],
      later: RUNTIME_STAGES.slice(index + 1),
    })),
  ];
  return layers.map((layer) => ({
    name: "runtime-folders-one-direction",
    comment:
      `lib/runtime's folders import one way: base (lifecycle, ports, patterns) → ${RUNTIME_STAGES.join(" → ")}. ` +
      `Here ${layer.name} imports ${layer.later.join(", ")}, which come after it: move what both need into ` +
      "the earlier folder (a type into lib/runtime/ports or lifecycle), or pass it in.",
    severity: "error",
    from: { path: layer.from },
    to: { path: runtimeFolders(layer.later), ...(layer.typesAllowed ? { dependencyTypesNot: ["type-only"] } : {}) },
  }));
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...runtimeFolderOrderRules(),
    {
      name: "runtime-folder-has-a-place",
      comment:
        "Every folder of lib/runtime has a place in the one direction of runtimeFolderOrderRules: " +
        `${[...RUNTIME_BASE_FOLDERS, ...RUNTIME_STAGES].join(", ")}. A new folder is added to that order ` +
        "in .dependency-cruiser.cjs before the core imports it, so the folder rule cannot be sidestepped.",
      severity: "error",
      from: { path: "^lib/runtime/" },
      to: { path: "^lib/runtime/[^/]+/", pathNot: runtimeFolders([...RUNTIME_BASE_FOLDERS, ...RUNTIME_STAGES]) },
    },
    {
      name: "core-imports-only-core-and-validators",
      comment:
        "lib/runtime is the framework-free core: it may import lib/runtime, ajv, ajv-formats, zod and re2js only. " +
        "Never next, react, @prisma, lib/generated, lib/server, lib/tools, lib/models, app or components: " +
        "the world comes in through the ports it declares (lib/runtime/ports/).",
      severity: "error",
      from: { path: "^lib/runtime/" },
      to: {
        dependencyTypesNot: ["core"],
        couldNotResolve: false, // reported once, by no-unresolvable
        pathNot: ["^lib/runtime/", inPackage("ajv|ajv-formats|zod|re2js")],
      },
    },
    {
      name: "core-no-io-builtins",
      comment:
        "The core does no I/O of its own: no file system, processes or network. " +
        "Ask for what you need in lib/runtime/ports/ and implement it outside the core.",
      severity: "error",
      from: { path: "^lib/runtime/" },
      to: { dependencyTypes: ["core"], path: `^(node:)?(${IO_BUILTINS})(/|$)` },
    },
    {
      name: "client-never-reaches-server",
      comment:
        "Client code (components, lib/client, *-client.tsx, files that start with \"use client\") is shipped " +
        "to the browser: it must not import server code, the generated Prisma client, Prisma, pg or " +
        "pg-boss, directly or through another module. Share types through lib/contracts.",
      severity: "error",
      from: { path: CLIENT_CODE },
      to: { path: SERVER_ONLY, reachable: true },
    },
    {
      name: "contracts-import-only-zod-and-contracts",
      comment:
        "lib/contracts is shared by client and server: it imports zod, lib/contracts and types from lib/runtime only.",
      severity: "error",
      from: { path: "^lib/contracts/" },
      to: { couldNotResolve: false, pathNot: ["^lib/contracts/", "^lib/runtime/", inPackage("zod")] },
    },
    {
      name: "contracts-use-core-types-only",
      comment:
        "lib/contracts may use the core's types (`import type`), never its code — except lib/runtime/lifecycle, " +
        "the tuples each enum is declared in once (issue 9, item 3), which the zod schemas are built from.",
      severity: "error",
      from: { path: "^lib/contracts/" },
      to: { path: "^lib/runtime/", pathNot: "^lib/runtime/lifecycle/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "settings-import-only-their-rules",
      comment:
        "Issue 9, item 4 and issue 17, item 4: lib/settings reads the environment for everyone (lib/server, " +
        "lib/tools, lib/egress, lib/models, scripts), so it imports only zod, ipaddr.js, lib/contracts and the " +
        "core's limits (the core is below everything): never another lib folder, which reads the settings and " +
        "would make a cycle or let a setting depend on it. What both need moves down into lib/settings.",
      severity: "error",
      from: { path: "^lib/settings/" },
      to: {
        couldNotResolve: false,
        dependencyTypesNot: ["core"],
        pathNot: ["^lib/settings/", "^lib/contracts/", "^lib/runtime/runtime-limits\\.ts$", inPackage("zod|ipaddr\\.js")],
      },
    },
    {
      name: "components-never-import-app",
      comment:
        "Issue 17, item 4: app/ (routes, layouts, pages) is built from components/, never the other way: a " +
        "component that imports app/ ties a shared piece to one route. Move what both need into components/ or lib/.",
      severity: "error",
      from: { path: "^components/" },
      to: { path: "^app/" },
    },
    {
      name: "outbound-only-through-egress",
      comment:
        "CONTRACT.md, Outbound requests: tools, model clients and connectors reach the network only through " +
        "lib/egress (its fetch-compatible egressFetch), never with undici, node:http(s), net, tls or dgram " +
        "directly, so no request skips the address checks, the allow-list or the timeouts.",
      severity: "error",
      from: { path: "^lib/(tools|models|connectors)/" },
      to: { path: [`^(node:)?(${NETWORK_BUILTINS})(/|$)`, inPackage("undici")] },
    },
    {
      name: "no-circular",
      comment: "No import cycles anywhere (type-only imports count too): split the shared part into its own module.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-unresolvable",
      comment:
        "Every import resolves. Also keeps this check honest: an import it cannot resolve (say an `@/` path) " +
        "would otherwise slip past every rule above.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Count `import type` too: the core must not even name server types.
    tsPreCompilationDeps: true,
    // Resolves the `@/*` paths of tsconfig.json (the one in the working directory).
    tsConfig: { fileName: "tsconfig.json" },
    // node_modules and the generated Prisma client are not cruised, but imports OF them are still
    // seen (and checked by the rules above). Excluding them would hide those imports altogether.
    doNotFollow: { path: ["(^|/)node_modules/", "^lib/generated/"] },
    exclude: { path: ["(^|/)\\.next/", "^tests/unit/boundaries/fixtures/"] },
    moduleSystems: ["es6", "cjs"],
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
