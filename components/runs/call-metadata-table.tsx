import type { CallMetadata } from "@/lib/client/api-types";

// Seed "tools in a run": each call records these in its tool message's metadata (exit_code for script runs).
const METADATA_FIELDS: (keyof CallMetadata)[] = [
  "tool_name",
  "duration_ms",
  "output_filter",
  "truncated",
  "original_bytes",
  "stored_bytes",
  "error",
  "attempts",
  "exit_code",
];

function shown(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "—";
  return String(value);
}

export function CallMetadataTable({ metadata }: { metadata: CallMetadata }) {
  const fields = METADATA_FIELDS.filter((field) => field !== "exit_code" || metadata.exit_code !== undefined);
  return (
    <table data-testid="call-metadata" className="w-full border-collapse font-mono text-[11px]">
      <tbody>
        {fields.map((field) => {
          const value = metadata[field];
          return (
            <tr key={field} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="w-32 py-0.5 pr-3 text-left font-normal text-slate-500">
                {field}
              </th>
              <td data-testid={`metadata-${field}`} className={`py-0.5 break-all ${value === null ? "text-slate-400" : "text-slate-900"} ${field === "error" && value ? "text-red-700" : ""}`}>
                {shown(value)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
