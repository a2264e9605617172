"use client";
import { parseScript } from "@/lib/client/parse-script";
import { CodeArea } from "../ui/form-controls";

type ScriptEditorProps = { text: string; onChange: (text: string) => void };

/** The scripted model's turns as JSON, checked as you type with the API's own schema. */
export function ScriptEditor({ text, onChange }: ScriptEditorProps) {
  const parsed = parseScript(text);
  return (
    <div>
      <label htmlFor="playground-script" className="mb-1 block text-xs font-medium text-slate-700">
        Script <span className="font-normal text-slate-400">— JSON array of turns: {'{"calls": [{"name", "arguments"}]}'} or {'{"text": "…"}'}</span>
      </label>
      <CodeArea
        id="playground-script"
        data-testid="playground-script"
        rows={9}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={!parsed.ok}
        aria-describedby="playground-script-status"
      />
      <p id="playground-script-status" data-testid="script-status" role={parsed.ok ? undefined : "alert"} className={`mt-1 text-xs ${parsed.ok ? "text-slate-500" : "text-red-700"}`}>
        {parsed.ok ? `${parsed.script.length} turn${parsed.script.length === 1 ? "" : "s"}; when the script runs out the model answers with empty text and the run ends.` : parsed.message}
      </p>
    </div>
  );
}
