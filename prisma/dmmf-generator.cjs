#!/usr/bin/env node
// A second generator of `prisma generate`: writes the parsed schema (Prisma's DMMF) to JSON, offline.
// tests/integration/schema-drift.test.ts compares it with the database the SQL migrations produce,
// because Prisma Migrate's own diff needs a native engine these machines cannot download (STACK.md).
const { createHash } = require("node:crypto");
const { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } = require("node:fs");
const path = require("node:path");
const { generatorHandler } = require("@prisma/generator-helper");

generatorHandler({
  onManifest: () => ({ prettyName: "DMMF as JSON", defaultOutput: "../lib/generated/dmmf" }),
  onGenerate: async (options) => {
    const output = options.generator.output?.value;
    if (!output) throw new Error("The dmmf generator needs an output folder.");
    const document = {
      // Lets a reader tell which schema text this JSON was made from.
      schemaSha256: createHash("sha256").update(options.datamodel).digest("hex"),
      datamodel: options.dmmf.datamodel,
    };
    const text = `${JSON.stringify(document, null, 2)}\n`;
    const file = path.join(output, "dmmf.json");
    // Unchanged content keeps its mtime (so `npm start` does not rebuild for it); a new one is renamed
    // into place whole, so a concurrent reader never sees half a file.
    if (existsSync(file) && readFileSync(file, "utf8") === text) return;
    mkdirSync(output, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  },
});
