import type { ToolErrorInfo } from "@/lib/client/api-types";
import { handlingLabel } from "@/lib/client/tool-meanings";
import { SeedText } from "./seed-text";

export function ToolErrorsTable({ errors }: { errors: ToolErrorInfo[] }) {
  if (errors.length === 0) return <p className="text-xs text-slate-500">No errors of its own.</p>;
  return (
    <table data-testid="tool-errors" className="w-full border-collapse text-left text-xs">
      <thead className="text-[11px] text-slate-500">
        <tr className="border-b border-slate-200">
          <th scope="col" className="py-1 pr-3 font-semibold">Code</th>
          <th scope="col" className="py-1 pr-3 font-semibold">When</th>
          <th scope="col" className="py-1 font-semibold">Comes back</th>
        </tr>
      </thead>
      <tbody>
        {errors.map((error) => {
          const handling = handlingLabel(error.handling);
          return (
            <tr key={`${error.code}-${error.when}`} className="border-b border-slate-100 align-top last:border-0">
              <td className="py-1 pr-3 font-mono whitespace-nowrap text-slate-900">{error.code}</td>
              <td className="py-1 pr-3 text-slate-700">
                <SeedText text={error.when} />
              </td>
              <td className="py-1 whitespace-nowrap text-slate-700" title={handling.meaning}>
                {handling.label}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
