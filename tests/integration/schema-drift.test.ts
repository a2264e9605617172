import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/server/database/migrate";
import { LEDGER_TABLE } from "@/lib/server/database/migration-ledger";
import { withClient } from "@/lib/server/database/postgres-connection";
import { actualShape, compareShapes, expectedShape, readDmmf, type SchemaShape } from "../support/schema-drift";
import { createScratchDatabase, type ScratchDatabase } from "../support/test-database";

// schema.prisma and prisma/migrations must describe the same database (STACK.md, "Prisma offline"):
// the SQL is hand-written, so this test is what keeps them in agreement.

const root = path.resolve(__dirname, "../..");
let database: ScratchDatabase;
let expected: SchemaShape;

beforeAll(async () => {
  // Only the DMMF generator: the JSON then always reflects schema.prisma as it is now.
  const generate = spawnSync(path.join(root, "node_modules/.bin/prisma"), ["generate", "--generator", "dmmf"], { cwd: root, encoding: "utf8" });
  if (generate.status !== 0) throw new Error(`prisma generate --generator dmmf failed:\n${generate.stdout}\n${generate.stderr}`);
  expected = expectedShape(readDmmf(path.join(root, "lib/generated/dmmf/dmmf.json")));
  database = await createScratchDatabase("drift");
  await migrateDatabase({ connectionString: database.url });
});

afterAll(async () => {
  await database?.drop();
});

const shapeOf = (url: string) => withClient(url, (client) => actualShape(client, [LEDGER_TABLE]));

describe("schema.prisma and the migrations", () => {
  it("describe the same tables, columns, types, nullability and enums", async () => {
    const actual = await shapeOf(database.url);
    expect(expected.columns.size).toBeGreaterThan(100);
    expect(compareShapes(expected, actual)).toEqual([]);
  });

  it("would report each kind of drift (checked on a database altered on purpose)", async () => {
    await withClient(database.url, async (client) => {
      await client.query(`ALTER TABLE "Run" ALTER COLUMN "createdAt" TYPE TIMESTAMP(3)`);
      await client.query(`ALTER TABLE "Run" ALTER COLUMN "output" SET NOT NULL`);
      await client.query(`ALTER TABLE "Task" ALTER COLUMN "tools" TYPE JSONB USING to_jsonb("tools")`);
      await client.query(`ALTER TABLE "Agent" DROP COLUMN "previews"`);
      await client.query(`ALTER TABLE "Agent" ADD COLUMN "colour" TEXT`);
      await client.query(`ALTER TYPE "RunStatus" ADD VALUE 'paused'`);
    });
    const problems = compareShapes(expected, await shapeOf(database.url));
    expect([...problems].sort()).toEqual(
      [
        "column Run.createdAt is timestamp(3) NOT NULL in the database, timestamptz(3) NOT NULL in schema.prisma",
        "column Run.output is text NOT NULL in the database, text NULL in schema.prisma",
        "column Task.tools is jsonb NULL in the database, text[] NULL in schema.prisma",
        "missing column Agent.previews (schema.prisma: bool NOT NULL)",
        "extra column Agent.colour (text NULL) is not in schema.prisma",
        "enum RunStatus is (queued, running, waiting, succeeded, failed, cancelled, paused) in the database, " +
          "(queued, running, waiting, succeeded, failed, cancelled) in schema.prisma",
      ].sort(),
    );
  });
});
