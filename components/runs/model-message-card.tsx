import type { ModelMessageSent } from "@/lib/contracts/run-messages";
import { CodeBlock } from "../ui/code-block";
import { JsonView } from "../ui/json-view";

const roleStyles: Record<ModelMessageSent["role"], string> = {
  system: "border-l-violet-400",
  user: "border-l-sky-500",
  assistant: "border-l-slate-500",
  tool: "border-l-emerald-500",
};

function heading(message: ModelMessageSent): string {
  if (message.role === "tool") return `tool · ${message.name}`;
  if (message.role === "assistant" && message.calls.length > 0) return `assistant · ${message.calls.length} call${message.calls.length === 1 ? "" : "s"}`;
  return message.role;
}

/** One message as the model received it: its role, its text exactly, an assistant's calls as it sent them. */
export function ModelMessageCard({ message, position }: { message: ModelMessageSent; position: number }) {
  return (
    <li data-testid="model-message" data-role={message.role} className={`rounded-md border border-l-4 border-slate-200 bg-white ${roleStyles[message.role]}`}>
      <p className="flex items-center gap-2 border-b border-slate-100 px-3 py-1 text-[11px] text-slate-500">
        <span className="font-semibold tracking-wide text-slate-700 uppercase">{heading(message)}</span>
        {message.role === "tool" && <span className="font-mono">{message.callId}</span>}
        <span className="ml-auto font-mono tabular-nums">#{position + 1}</span>
      </p>
      <div className="space-y-2 p-2">
        {(message.role !== "assistant" || message.content !== "" || message.calls.length === 0) && <CodeBlock text={message.content} tone="muted" maxHeight="sm" />}
        {message.role === "assistant" &&
          message.calls.map((call) => (
            <div key={call.id}>
              <p className="mb-0.5 font-mono text-[11px] text-slate-600">
                {call.name} <span className="text-slate-400">{call.id}</span>
              </p>
              <JsonView value={call.arguments} />
            </div>
          ))}
      </div>
    </li>
  );
}
