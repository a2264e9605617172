"use client";
import type { Login, LoginTool, RetrySafety, ToolAccess } from "@/lib/client/api-types";
import { useUpdateLoginTools } from "@/lib/client/use-login-tools";
import { accessOfAnnotations, retryOfAnnotations, type VendorAnnotations } from "@/lib/runtime/catalog/vendor-tools";
import { ErrorNotice } from "../ui/error-notice";
import { ToolAnnotations } from "./tool-annotations";
import { ToolOverrideSelect } from "./tool-override-select";
import { OnOffSwitch } from "./on-off-switch";

const ACCESS: readonly ToolAccess[] = ["read", "write"];
const RETRY: readonly RetrySafety[] = ["safe", "idempotent", "unsafe"];

/** A login's listed tools: each on or off (PATCH /v1/logins/:id/tools), its access and retry class, its annotations. */
export function LoginToolsTable({ login }: { login: Login }) {
  const updateTools = useUpdateLoginTools(login);
  const change = (tool: LoginTool, value: Parameters<typeof updateTools.mutate>[0][string]) => updateTools.mutate({ [tool.name]: value });
  if (login.tools.length === 0) {
    return <p className="text-xs text-slate-500">{login.listedAt === null ? "Not listed yet." : "The server listed no tools."}</p>;
  }
  return (
    <div className="space-y-2">
      {updateTools.error && <ErrorNotice error={updateTools.error} title="The tool setting was not saved." />}
      <div className="overflow-x-auto rounded-md border border-slate-200">
        <table data-testid="login-tools" className="w-full text-left text-xs">
          <thead className="border-b border-slate-200 bg-slate-50 text-[11px] tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-3 py-1.5 font-semibold">On</th>
              <th scope="col" className="px-3 py-1.5 font-semibold">Tool</th>
              <th scope="col" className="px-3 py-1.5 font-semibold">Access</th>
              <th scope="col" className="px-3 py-1.5 font-semibold">Retry</th>
              <th scope="col" className="px-3 py-1.5 font-semibold">Annotations</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {login.tools.map((tool) => {
              const annotations = tool.annotations as VendorAnnotations;
              return (
                <tr key={tool.name} data-testid="login-tool" data-tool={tool.name} data-enabled={tool.enabled} className={`align-top ${tool.enabled ? "" : "bg-slate-50/70"}`}>
                  <td className="px-3 py-2">
                    <OnOffSwitch
                      label={`${tool.name} on`}
                      checked={tool.enabled}
                      disabled={updateTools.isPending}
                      onChange={(enabled) => change(tool, enabled)}
                      testId="login-tool-enabled"
                    />
                  </td>
                  <td className="min-w-[14rem] px-3 py-2">
                    {/* The connector's part muted, so a long name breaks at its dot, not inside a word. */}
                    <code data-testid="login-tool-name" className={`font-mono text-[12px] font-medium break-words ${tool.enabled ? "text-slate-900" : "text-slate-500 line-through"}`}>
                      {tool.name.startsWith(`${login.connector}.`) ? (
                        <>
                          <span className="text-slate-400">{login.connector}.</span>
                          <wbr />
                          {tool.name.slice(login.connector.length + 1)}
                        </>
                      ) : (
                        tool.name
                      )}
                    </code>
                    <p className="mt-0.5 line-clamp-2 text-slate-600" title={tool.description}>
                      {tool.description || <span className="italic text-slate-400">no description</span>}
                    </p>
                  </td>
                  <td className="px-3 py-2">
                    <ToolOverrideSelect
                      label={`${tool.name} access`}
                      fromAnnotations={accessOfAnnotations(annotations)}
                      value={tool.access}
                      options={ACCESS}
                      disabled={updateTools.isPending}
                      onChange={(access) => change(tool, { access })}
                      testId="login-tool-access"
                      minWidthClass="min-w-[9.5rem]"
                    />
                  </td>
                  <td className="px-3 py-2">
                    <ToolOverrideSelect
                      label={`${tool.name} retry class`}
                      fromAnnotations={retryOfAnnotations(annotations)}
                      value={tool.retry}
                      options={RETRY}
                      disabled={updateTools.isPending}
                      onChange={(retry) => change(tool, { retry })}
                      testId="login-tool-retry"
                      minWidthClass="min-w-[11.5rem]"
                    />
                  </td>
                  <td className="px-3 py-2">
                    <ToolAnnotations annotations={tool.annotations} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
