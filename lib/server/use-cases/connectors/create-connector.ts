import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { CreateConnectorBody } from "@/lib/contracts/connector-bodies";
import type { Connector } from "@/lib/contracts/connector-schemas";
import { BUILT_IN_NAMESPACES } from "@/lib/runtime/catalog/catalog-lookup";
import type { Principal } from "@/lib/server/auth/principal";
import { missingOrganisationSecrets } from "@/lib/server/connectors/organisation-secrets";
import { secretReferencesOf } from "@/lib/server/connectors/secret-references";
import { stdioCommandVerdict } from "@/lib/server/connectors/stdio-commands";
import { storedConnector } from "@/lib/server/connectors/stored-connector";
import { isUniqueViolation } from "@/lib/server/connectors/unique-violation";
import type { Database } from "@/lib/server/db";
import { toConnectorView } from "./connector-view";

/** Seed "built-in tools": a vendor name never takes a built-in namespace; `scripts` holds an agent's scripts. */
const RESERVED_NAMES: readonly string[] = [...BUILT_IN_NAMESPACES, "scripts"];

function refuseReservedName(name: string): void {
  if (!RESERVED_NAMES.includes(name)) return;
  const message = `${name} is a built-in namespace (${RESERVED_NAMES.join(", ")}); a connector needs a name of its own.`;
  throw new AppError("invalid_request", message, { details: [{ path: "name", message }] });
}

function duplicate(name: string): AppError {
  return new AppError("conflict", `A connector named ${name} already exists in your organisation.`, { details: [{ path: "name", message: "Taken." }] });
}

/** Issue 16, item 3: a stdio connector runs only a command the operator allows (TOLLGATE_STDIO_COMMANDS). */
function refuseCommandNotAllowed(body: CreateConnectorBody): void {
  if (body.transport.type !== "stdio") return;
  const verdict = stdioCommandVerdict(body.transport.command);
  if (verdict.allowed) return;
  throw new AppError("invalid_request", `transport.command: ${verdict.message}`, { details: [{ path: "transport.command", message: verdict.message }] });
}

/** Every secret named must be an organisation secret now: a connector that could never connect is refused. */
async function refuseUnknownSecrets(database: Database, organisationId: string, body: CreateConnectorBody): Promise<void> {
  const references = secretReferencesOf(body.transport, body.auth);
  const missing = await missingOrganisationSecrets(database, organisationId, references.map((reference) => reference.name));
  const details = references
    .filter((reference) => missing.has(reference.name))
    .map((reference) => ({ path: reference.path, message: `No organisation secret named ${reference.name}.` }));
  if (details.length === 0) return;
  throw new AppError("invalid_request", `${details[0]!.path} names no secret of your organisation (POST /v1/secrets without agentId).`, { details });
}

/** CONTRACT.md, Connectors: POST /v1/connectors (admin). */
export async function createConnector(database: Database, principal: Pick<Principal, "organisationId">, body: CreateConnectorBody): Promise<Connector> {
  refuseReservedName(body.name);
  refuseCommandNotAllowed(body);
  const taken = await database.connector.findFirst({ where: { organisationId: principal.organisationId, name: body.name }, select: { id: true } });
  if (taken !== null) throw duplicate(body.name);
  await refuseUnknownSecrets(database, principal.organisationId, body);
  try {
    const row = await database.connector.create({
      data: { organisationId: principal.organisationId, name: body.name, description: body.description, transport: body.transport, auth: body.auth },
    });
    return toConnectorView(storedConnector(row), []);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(body.name);
    throw error;
  }
}
