// The MCP client layer (issue 10): what the server, the worker and the CLI import.
export { createConnectorPool, type ConnectorPoolOptions, type ConnectorPoolWithInfo } from "./connector-pool";
export { ConnectorError, isConnectorError } from "./connector-error";
export { vendorResultOf } from "./vendor-result";
export type * from "./connector-types";
