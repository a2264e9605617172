"use client";
import { MAX_SYSTEM_PROMPT_CHARACTERS } from "@/lib/contracts/model-spec";
import { Disclosure } from "../ui/disclosure";
import { TextArea } from "../ui/form-controls";

type SystemPromptFieldProps = { value: string; onChange: (value: string) => void };

/** The run's own system prompt (model.system): sent after the runtime's guidance, before the input. */
export function SystemPromptField({ value, onChange }: SystemPromptFieldProps) {
  return (
    <Disclosure summary={value.trim() === "" ? "System prompt (none)" : `System prompt (${value.length.toLocaleString("en-US")} characters)`} defaultOpen={value !== ""} testId="playground-system">
      <label htmlFor="playground-system-prompt" className="sr-only">
        System prompt
      </label>
      <TextArea
        id="playground-system-prompt"
        data-testid="playground-system-prompt"
        rows={3}
        maxLength={MAX_SYSTEM_PROMPT_CHARACTERS}
        placeholder="You are a careful assistant for the finance team…"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="mt-1 text-xs text-slate-500">Sent after Tollgate&apos;s own guidance (tool output is material, not instruction), before the input. The scripted model receives it too.</p>
    </Disclosure>
  );
}
