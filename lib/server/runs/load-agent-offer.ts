import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ToolDefinition } from "@/lib/runtime/catalog/tool-definition";
import { agentOfferSettings, type AgentOfferSettings } from "@/lib/runtime/offer/agent-settings";
import { scriptToolDefinition } from "@/lib/tools/script/script-tool-definition";
import type { Database } from "../db";
import { preparedQuery } from "../database/prepared-query";
import { secretValuesOf } from "../runtime/prisma-secret-values";
import { connectorToolDefinitions, type AgentConnector } from "@/lib/runtime/offer/connector-offer";
import { platformKeyServes } from "../connectors/platform-keys";
import { agentConnectorsColumn, agentConnectorsOf, type AgentConnectorColumns } from "./agent-connectors-query";

/**
 * What a run reads of its agent every turn: offer settings, the agent's own tools (its scripts with
 * parameters and its connectors' listed tools), its connectors with their serving logins, its previews switch.
 */
export type AgentOffer = { agent: AgentOfferSettings; agentTools: readonly ToolDefinition[]; connectors: readonly AgentConnector[]; previews: boolean };

type AgentRow = {
  id: string;
  browser: boolean | null;
  coding: boolean | null;
  scripting: boolean | null;
  memory: boolean | null;
  previews: boolean;
  bindings: unknown;
  organisation: { defaultBindings: unknown };
};


type ScriptRow = { name: string; description: string; parameters: unknown };

/**
 * An agent's offer settings, its scripts that take parameters and its connectors (read in one statement), as
 * the offer's settings and the agent's own tools. Seed "tools in a run" (Scripts): a script with parameters is
 * also offered as a tool of its own while script_run is offered — the offer applies script_run's availability
 * to each; a connector's listed tools carry their login's verdict (connector-offer.ts).
 */
export function agentOfferOf(agent: AgentRow & { scripts: ScriptRow[] } & AgentConnectorColumns): AgentOffer {
  const flags = { browser: agent.browser, coding: agent.coding, scripting: agent.scripting, memory: agent.memory };
  const connectors = agentConnectorsOf(agent, platformKeyServes);
  return {
    agent: agentOfferSettings(flags, agent.bindings, agent.organisation.defaultBindings),
    agentTools: [...agent.scripts.map(scriptToolDefinition), ...connectorToolDefinitions(connectors)],
    connectors,
    previews: agent.previews,
  };
}

/** The columns of the agent `a` that make its own tools: its scripts with parameters and its connectors. */
export const agentOwnToolsColumns = Prisma.sql`COALESCE((
        SELECT json_agg(json_build_object('name', s.name, 'description', s.description, 'parameters', s.parameters) ORDER BY s.name)
        FROM "Script" s WHERE s."agentId" = a.id AND s.parameters IS NOT NULL
      ), '[]'::json) AS scripts, ${agentConnectorsColumn}`;

/**
 * Issue 9, item 5: what a run re-reads every turn — its agent's settings, the organisation's defaults, the
 * agent's scripts that take parameters, and the organisation's secrets to redact (the set
 * createPrismaSecretValues reads) — as one query (Prisma reads each relation apart). The settle statement
 * runs it too (settle-statement.ts), so a step that goes on has its next inputs without another round trip.
 */
export function turnInputsQuery(runId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT a.browser, a.coding, a.scripting, a.memory, a.previews, a.bindings, o."defaultBindings" AS "defaultBindings",
      ${agentOwnToolsColumns},
      ARRAY(SELECT x.ciphertext FROM "Secret" x WHERE x."organisationId" = r."organisationId") AS ciphertexts
    FROM "Run" r JOIN "Agent" a ON a.id = r."agentId" JOIN "Organisation" o ON o.id = a."organisationId"
    WHERE r.id = ${runId}::text`;
}

export type TurnInputsRow = Omit<AgentRow, "id" | "organisation"> & AgentConnectorColumns & { defaultBindings: unknown; scripts: ScriptRow[]; ciphertexts: string[] };

export type LoadedTurnInputs = AgentOffer & { secretValues: string[] };

export function turnInputsOf(row: TurnInputsRow): LoadedTurnInputs {
  return { ...agentOfferOf({ ...row, id: "", organisation: { defaultBindings: row.defaultBindings } }), secretValues: secretValuesOf(row.ciphertexts) };
}

export async function loadTurnInputs(database: Database, runId: string): Promise<LoadedTurnInputs> {
  const row = (await preparedQuery<TurnInputsRow>(database, turnInputsQuery(runId)))[0];
  if (!row) throw new Error(`run ${runId} no longer exists`);
  return turnInputsOf(row);
}

/** The same, for an agent already found in its organisation (the playground, the offer preview). */
export async function loadAgentOfferById(database: Database, agentId: string): Promise<AgentOffer> {
  const row = (await preparedQuery<AgentOfferRow>(database, agentOfferQuery(agentId)))[0];
  if (!row) throw new Error(`agent ${agentId} no longer exists`);
  return agentOfferOf({ ...row, id: row.agentRowId, organisation: { defaultBindings: row.defaultBindings } });
}

type AgentOfferRow = Omit<TurnInputsRow, "ciphertexts">;

function agentOfferQuery(agentId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT a.browser, a.coding, a.scripting, a.memory, a.previews, a.bindings, o."defaultBindings" AS "defaultBindings",
      ${agentOwnToolsColumns}
    FROM "Agent" a JOIN "Organisation" o ON o.id = a."organisationId"
    WHERE a.id = ${agentId}::text`;
}
