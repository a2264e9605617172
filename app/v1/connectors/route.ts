import { CreateConnectorBodySchema } from "@/lib/contracts/connector-bodies";
import { CURATION_PERMISSIONS } from "@/lib/server/auth/permissions";
import { db } from "@/lib/server/db";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { createdResponse, route } from "@/lib/server/http/route";
import { createConnector } from "@/lib/server/use-cases/connectors/create-connector";
import { listConnectors } from "@/lib/server/use-cases/connectors/list-connectors";

// CONTRACT.md, Connectors: binding MCP servers is tool management — admins only, reading included (a
// connector's transport names the organisation's secrets and its commands).
export const GET = route({ permission: CURATION_PERMISSIONS }, ({ principal }) => listConnectors(db(), principal));

export const POST = route({ permission: CURATION_PERMISSIONS, body: CreateConnectorBodySchema }, async ({ principal, body }) =>
  createdResponse(await createConnector(db(), principal, body)),
);

export const { PUT, PATCH, DELETE } = refuseOtherMethods("GET", "POST");
