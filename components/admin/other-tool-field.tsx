"use client";
import { useState, type KeyboardEvent } from "react";
import { Button } from "../ui/button";
import { TextInput } from "../ui/form-controls";

/** A tool declared by exact name: a connector's (say `github.merge_pull_request`), checked when it is called. */
export function OtherToolField({ onAdd }: { onAdd: (tool: string) => void }) {
  const [name, setName] = useState("");
  function add() {
    const tool = name.trim();
    if (tool === "") return;
    onAdd(tool);
    setName("");
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  }
  return (
    <div>
      <label htmlFor="task-other-tool" className="mb-1 block text-xs font-medium text-slate-700">
        Another tool, by exact name
      </label>
      <div className="flex gap-2">
        <TextInput id="task-other-tool" data-testid="task-other-tool" placeholder="github.merge_pull_request" value={name} onChange={(event) => setName(event.target.value)} onKeyDown={onKeyDown} className="font-mono" />
        <Button onClick={add} disabled={name.trim() === ""} data-testid="task-other-tool-add">
          Add
        </Button>
      </div>
      <p className="mt-1 text-[11px] text-slate-500">A connector&apos;s tool is checked when it is called; a built-in name is checked when the task is saved.</p>
    </div>
  );
}
