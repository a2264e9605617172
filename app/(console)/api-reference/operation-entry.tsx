import { Chip, type ChipTone } from "@/components/ui/chip";
import { Disclosure } from "@/components/ui/disclosure";
import { JsonView } from "@/components/ui/json-view";
import type { ReferenceOperation, ReferenceSchema } from "@/lib/server/openapi/reference-view";

const METHOD_TONES: Record<string, ChipTone> = { GET: "blue", POST: "green", PATCH: "amber", PUT: "amber", DELETE: "red" };

function SchemaView({ label, reference }: { label: string; reference: ReferenceSchema }) {
  return (
    <Disclosure summary={`${label}${reference.name ? `: ${reference.name}` : ""}`}>
      <JsonView value={reference.schema} maxHeight="md" />
    </Disclosure>
  );
}

/** One operation of the document: method and path, who may call it, its parameters, body and responses. */
export function OperationEntry({ operation }: { operation: ReferenceOperation }) {
  return (
    <article id={operation.id} data-testid={`operation-${operation.id}`} className="space-y-2 border-b border-slate-100 py-3 last:border-b-0">
      <header className="flex flex-wrap items-center gap-2">
        <Chip tone={METHOD_TONES[operation.method] ?? "grey"}>{operation.method}</Chip>
        <code className="font-mono text-sm text-slate-900">{operation.path}</code>
        <span className="text-sm text-slate-600">{operation.summary}</span>
      </header>
      <p className="text-xs text-slate-500">{operation.access}</p>
      {operation.parameters.length > 0 && (
        <table className="text-xs">
          <tbody>
            {operation.parameters.map((parameter) => (
              <tr key={`${parameter.location} ${parameter.name}`}>
                <td className="pr-3 font-mono text-slate-900">{parameter.name}</td>
                <td className="pr-3 text-slate-500">{parameter.location}{parameter.required ? ", required" : ""}</td>
                <td className="pr-3 font-mono text-slate-600">{parameter.type}</td>
                <td className="text-slate-500">{parameter.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {operation.body && <SchemaView label="Request body (application/json)" reference={operation.body} />}
      <ul className="space-y-1 text-xs">
        {operation.responses.map((response) => (
          <li key={response.status}>
            <span className="font-mono font-semibold text-slate-800">{response.status}</span> <span className="text-slate-600">{response.description}</span>
            {response.mediaType && response.mediaType !== "application/json" && <span className="text-slate-500"> ({response.mediaType})</span>}
            {response.body && Number(response.status) < 400 && <SchemaView label="Body" reference={response.body} />}
          </li>
        ))}
      </ul>
    </article>
  );
}
