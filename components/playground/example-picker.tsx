"use client";
import { useState } from "react";
import type { PlaygroundExample } from "@/lib/client/api-types";
import { Button } from "../ui/button";
import { SelectInput } from "../ui/form-controls";

type ExamplePickerProps = { examples: PlaygroundExample[]; onPick: (example: PlaygroundExample) => void };

/** Ready-made scripted runs (GET /v1/playground/examples): one fills agent, task, input and script. */
export function ExamplePicker({ examples, onPick }: ExamplePickerProps) {
  const [chosenId, setChosenId] = useState("");
  const chosen = examples.find((example) => example.id === chosenId);
  return (
    <div className="rounded-md border border-dashed border-slate-300 bg-slate-50 p-3">
      <div className="flex gap-2">
        <label htmlFor="playground-example" className="sr-only">
          Example
        </label>
        <SelectInput id="playground-example" data-testid="playground-example" value={chosenId} onChange={(event) => setChosenId(event.target.value)}>
          <option value="">Start from an example…</option>
          {examples.map((example) => (
            <option key={example.id} value={example.id}>
              {example.name}
            </option>
          ))}
        </SelectInput>
        <Button onClick={() => chosen && onPick(chosen)} disabled={!chosen} data-testid="playground-use-example">
          Use example
        </Button>
      </div>
      {chosen && (
        <p className="mt-2 text-xs text-slate-600">
          {chosen.description}
          {chosen.agentId === null && <span className="ml-1 text-amber-700">Its agent (the Demo agent) is missing from your organisation: choose one.</span>}
        </p>
      )}
    </div>
  );
}
