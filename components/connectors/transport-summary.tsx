import type { Connector, ConnectorValue } from "@/lib/client/api-types";
import { Chip } from "../ui/chip";
import { FactsTable, type Fact } from "../ui/facts-table";

// CONTRACT.md, Connectors: a transport names its secrets and never values them; so does this view.

function ValueText({ value }: { value: ConnectorValue }) {
  if (typeof value === "string") return <span className="break-all">{value}</span>;
  return (
    <Chip tone="violet" title="Read from the organisation's secret at connect time; its value is never shown.">
      secret: {value.secret}
    </Chip>
  );
}

function ValueList({ values, separator, testId }: { values: Record<string, ConnectorValue>; separator: string; testId: string }) {
  return (
    <ul data-testid={testId} className="space-y-0.5">
      {Object.entries(values).map(([key, value]) => (
        <li key={key} data-testid={`${testId}-row`} className="flex flex-wrap items-center gap-1">
          <span className="text-slate-600">{key}</span>
          <span className="text-slate-400">{separator}</span>
          <ValueText value={value} />
        </li>
      ))}
    </ul>
  );
}

function authFact(auth: Connector["auth"]): Fact {
  if (auth.type === "none") return { label: "auth", value: "none", testId: "connector-auth" };
  const parts = [
    auth.clientId ? `client id ${auth.clientId}` : "dynamic client registration",
    auth.scopes && auth.scopes.length > 0 ? `scopes ${auth.scopes.join(" ")}` : null,
  ].filter((part) => part !== null);
  return {
    label: "auth",
    testId: "connector-auth",
    value: (
      <span className="flex flex-wrap items-center gap-1">
        OAuth · {parts.join(" · ")}
        {auth.clientSecret && <ValueText value={auth.clientSecret} />}
      </span>
    ),
  };
}

export function TransportSummary({ connector }: { connector: Connector }) {
  const { transport } = connector;
  const facts: Fact[] =
    transport.type === "stdio"
      ? [
          { label: "stdio", value: <span className="break-all">{[transport.command, ...(transport.args ?? [])].join(" ")}</span>, testId: "connector-command" },
          ...(transport.env && Object.keys(transport.env).length > 0
            ? [{ label: "env", value: <ValueList values={transport.env} separator="=" testId="connector-env" /> }]
            : []),
        ]
      : [
          { label: "http", value: <span className="break-all">{transport.url}</span>, testId: "connector-url" },
          ...(transport.headers && Object.keys(transport.headers).length > 0
            ? [{ label: "headers", value: <ValueList values={transport.headers} separator=":" testId="connector-headers" /> }]
            : []),
        ];
  return <FactsTable facts={[...facts, authFact(connector.auth)]} testId="connector-transport" />;
}
