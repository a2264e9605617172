// An HTTP status in a fixed shape: the number and its standard name, never the reason phrase a server sent
// (which is the server's to choose, so it could carry anything an internal listener wants read back).

import { STATUS_CODES } from "node:http";

export function describeHttpStatus(statusCode: number): string {
  const name = STATUS_CODES[statusCode];
  return name === undefined ? `HTTP ${statusCode}` : `HTTP ${statusCode} ${name}`;
}
