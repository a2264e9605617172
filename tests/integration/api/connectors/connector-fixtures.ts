// Requests for the connector and login routes (CONTRACT.md, Connectors), called directly as the other API tests do.

import { DELETE as deleteConnectorRoute, GET as getConnectorRoute } from "@/app/v1/connectors/[id]/route";
import { GET as listConnectorLoginsRoute, POST as postLoginRoute } from "@/app/v1/connectors/[id]/logins/route";
import { GET as listConnectorsRoute, POST as postConnectorRoute } from "@/app/v1/connectors/route";
import { POST as disconnectRoute } from "@/app/v1/logins/[id]/disconnect/route";
import { POST as listNowRoute } from "@/app/v1/logins/[id]/list/route";
import { POST as reconnectRoute } from "@/app/v1/logins/[id]/reconnect/route";
import { DELETE as deleteLoginRoute, GET as getLoginRoute } from "@/app/v1/logins/[id]/route";
import { PATCH as patchToolsRoute } from "@/app/v1/logins/[id]/tools/route";
import { POST as postSecretRoute } from "@/app/v1/secrets/route";
import type { Connector } from "@/lib/contracts/connector-schemas";
import type { Login } from "@/lib/contracts/login-schemas";
import { apiRequest, noParams, params, read } from "../api-fixtures";

export async function createConnector(token: string, body: unknown) {
  return read<Connector>(await postConnectorRoute(apiRequest("/v1/connectors", { token, body }), noParams));
}

export async function listConnectors(token: string) {
  return read<{ connectors: Connector[] }>(await listConnectorsRoute(apiRequest("/v1/connectors", { token }), noParams));
}

export async function getConnector(token: string, id: string) {
  return read<Connector>(await getConnectorRoute(apiRequest(`/v1/connectors/${id}`, { token }), params({ id })));
}

export async function deleteConnector(token: string, id: string) {
  return read(await deleteConnectorRoute(apiRequest(`/v1/connectors/${id}`, { token, method: "DELETE" }), params({ id })));
}

export async function createLogin(token: string, connectorId: string, body: unknown) {
  return read<Login>(await postLoginRoute(apiRequest(`/v1/connectors/${connectorId}/logins`, { token, body }), params({ id: connectorId })));
}

export async function listConnectorLogins(token: string, connectorId: string) {
  return read<{ logins: Login[] }>(await listConnectorLoginsRoute(apiRequest(`/v1/connectors/${connectorId}/logins`, { token }), params({ id: connectorId })));
}

export async function getLogin(token: string, id: string) {
  return read<Login>(await getLoginRoute(apiRequest(`/v1/logins/${id}`, { token }), params({ id })));
}

export async function deleteLogin(token: string, id: string) {
  return read(await deleteLoginRoute(apiRequest(`/v1/logins/${id}`, { token, method: "DELETE" }), params({ id })));
}

export async function listNow(token: string, id: string) {
  return read<Login>(await listNowRoute(apiRequest(`/v1/logins/${id}/list`, { token, method: "POST" }), params({ id })));
}

export async function disconnect(token: string, id: string) {
  return read<Login>(await disconnectRoute(apiRequest(`/v1/logins/${id}/disconnect`, { token, method: "POST" }), params({ id })));
}

export async function reconnect(token: string, id: string) {
  return read<Login>(await reconnectRoute(apiRequest(`/v1/logins/${id}/reconnect`, { token, method: "POST" }), params({ id })));
}

export async function patchTools(token: string, id: string, body: unknown) {
  return read<Login>(await patchToolsRoute(apiRequest(`/v1/logins/${id}/tools`, { token, method: "PATCH", body }), params({ id })));
}

export async function createSecret(token: string, name: string, value: string) {
  const answer = await read(await postSecretRoute(apiRequest("/v1/secrets", { token, body: { name, value } }), noParams));
  if (answer.status !== 201) throw new Error(`secret ${name} was not created: ${answer.text}`);
}
