import { readFileSync } from "node:fs";
import type pg from "pg";

// Compares what schema.prisma says (its DMMF, written by prisma/dmmf-generator.cjs) with what the SQL
// migrations built (information_schema + pg_enum), as one readable line per difference.

type DmmfField = {
  name: string;
  dbName?: string | null;
  kind: "scalar" | "object" | "enum" | "unsupported";
  type: string;
  isList: boolean;
  isRequired: boolean;
  nativeType?: [string, string[]] | null;
};
type DmmfModel = { name: string; dbName: string | null; fields: DmmfField[] };
type DmmfEnum = { name: string; dbName?: string | null; values: { name: string; dbName?: string | null }[] };
export type DmmfDocument = { schemaSha256: string; datamodel: { models: DmmfModel[]; enums: DmmfEnum[] } };

/** "Table.column" → "text NOT NULL", "timestamptz(3) NULL", "Role[] NULL" … */
export type ColumnMap = Map<string, string>;
export type SchemaShape = { columns: ColumnMap; enums: Map<string, string[]> };

export function readDmmf(file: string): DmmfDocument {
  return JSON.parse(readFileSync(file, "utf8")) as DmmfDocument;
}

// Prisma's PostgreSQL column type for a scalar without @db.* (what `prisma migrate` would create).
const DEFAULT_TYPES: Record<string, string> = {
  String: "text",
  Int: "int4",
  BigInt: "int8",
  Float: "float8",
  Boolean: "bool",
  DateTime: "timestamp(3)",
  Json: "jsonb",
  Decimal: "numeric(65,30)",
  Bytes: "bytea",
};

const NATIVE_TYPES: Record<string, (parameters: string[]) => string> = {
  Timestamptz: (parameters) => `timestamptz(${parameters[0] ?? "6"})`,
  Timestamp: (parameters) => `timestamp(${parameters[0] ?? "6"})`,
  Text: () => "text",
  VarChar: (parameters) => (parameters[0] ? `varchar(${parameters[0]})` : "varchar"),
  Uuid: () => "uuid",
  JsonB: () => "jsonb",
  Json: () => "json",
  Integer: () => "int4",
  SmallInt: () => "int2",
  BigInt: () => "int8",
  DoublePrecision: () => "float8",
  Date: () => "date",
};

function expectedType(field: DmmfField): string {
  if (field.kind === "enum") return field.type;
  if (field.nativeType) {
    const [name, parameters] = field.nativeType;
    const native = NATIVE_TYPES[name];
    // Unknown here means this test must learn it, never that it passes silently.
    if (!native) throw new Error(`schema-drift does not know @db.${name} yet (field ${field.name}); teach tests/support/schema-drift.ts.`);
    return native(parameters);
  }
  const type = DEFAULT_TYPES[field.type];
  if (!type) throw new Error(`schema-drift does not know the Prisma type ${field.type} (field ${field.name}).`);
  return type;
}

export function expectedShape(document: DmmfDocument): SchemaShape {
  const columns: ColumnMap = new Map();
  for (const model of document.datamodel.models) {
    for (const field of model.fields.filter((candidate) => candidate.kind === "scalar" || candidate.kind === "enum")) {
      const type = expectedType(field) + (field.isList ? "[]" : "");
      // Prisma creates list columns without NOT NULL, whatever the field says.
      const nullable = field.isList || !field.isRequired;
      columns.set(`${model.dbName ?? model.name}.${field.dbName ?? field.name}`, `${type} ${nullable ? "NULL" : "NOT NULL"}`);
    }
  }
  const enums = new Map(document.datamodel.enums.map((entry) => [entry.dbName ?? entry.name, entry.values.map((value) => value.dbName ?? value.name)]));
  return { columns, enums };
}

type ColumnRow = {
  table_name: string;
  column_name: string;
  is_nullable: "YES" | "NO";
  udt_name: string;
  datetime_precision: number | null;
  character_maximum_length: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
  element_precision: number | null;
};

function actualType(row: ColumnRow): string {
  const isArray = row.udt_name.startsWith("_");
  const base = isArray ? row.udt_name.slice(1) : row.udt_name;
  let type = base;
  if (base === "timestamptz" || base === "timestamp") type = `${base}(${isArray ? row.element_precision : row.datetime_precision})`;
  if (base === "varchar" && row.character_maximum_length !== null) type = `varchar(${row.character_maximum_length})`;
  if (base === "numeric" && row.numeric_precision !== null) type = `numeric(${row.numeric_precision},${row.numeric_scale})`;
  return isArray ? `${type}[]` : type;
}

/** Columns of every table but the migration ledger, and enum labels in order, of the current schema. */
export async function actualShape(client: pg.Client, ignoredTables: readonly string[]): Promise<SchemaShape> {
  const { rows } = await client.query<ColumnRow>(`
    SELECT c.table_name, c.column_name, c.is_nullable, c.udt_name, c.datetime_precision, c.character_maximum_length,
           c.numeric_precision, c.numeric_scale, e.datetime_precision AS element_precision
    FROM information_schema.columns c
    LEFT JOIN information_schema.element_types e
      ON e.object_schema = c.table_schema AND e.object_name = c.table_name AND e.object_type = 'TABLE'
     AND e.collection_type_identifier = c.dtd_identifier
    WHERE c.table_schema = current_schema() AND NOT (c.table_name = ANY($1))
    ORDER BY c.table_name, c.ordinal_position`, [ignoredTables]);
  const columns: ColumnMap = new Map(rows.map((row) => [`${row.table_name}.${row.column_name}`, `${actualType(row)} ${row.is_nullable === "YES" ? "NULL" : "NOT NULL"}`]));
  const enumRows = await client.query<{ name: string; labels: string[] }>(`
    SELECT t.typname AS name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS labels
    FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = current_schema() GROUP BY t.typname`);
  return { columns, enums: new Map(enumRows.rows.map((row) => [row.name, row.labels])) };
}

/** Every difference, one sentence each; empty when schema.prisma and the database agree. */
export function compareShapes(expected: SchemaShape, actual: SchemaShape): string[] {
  const problems: string[] = [];
  for (const [column, shape] of expected.columns) {
    const found = actual.columns.get(column);
    if (found === undefined) problems.push(`missing column ${column} (schema.prisma: ${shape})`);
    else if (found !== shape) problems.push(`column ${column} is ${found} in the database, ${shape} in schema.prisma`);
  }
  for (const [column, shape] of actual.columns) {
    if (!expected.columns.has(column)) problems.push(`extra column ${column} (${shape}) is not in schema.prisma`);
  }
  for (const [name, values] of expected.enums) {
    const found = actual.enums.get(name);
    if (!found) problems.push(`missing enum ${name}`);
    else if (found.join(",") !== values.join(",")) problems.push(`enum ${name} is (${found.join(", ")}) in the database, (${values.join(", ")}) in schema.prisma`);
  }
  for (const name of actual.enums.keys()) if (!expected.enums.has(name)) problems.push(`extra enum ${name} is not in schema.prisma`);
  return problems;
}
