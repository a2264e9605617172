"use client";
import { useState } from "react";
import { Button } from "../ui/button";
import { CopyButton } from "../ui/copy-button";
import { StoredResultViewer } from "./stored-result-viewer";

/** A call's ref, with the full stored result one click away. */
export function StoredRef({ storedRef }: { storedRef: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="text-slate-500">ref</span>
        <code data-testid="call-ref" className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[11px] break-all text-slate-800">
          {storedRef}
        </code>
        <CopyButton text={storedRef} />
        <Button size="sm" onClick={() => setOpen(!open)} aria-expanded={open} data-testid="open-stored-result">
          {open ? "Hide stored result" : "Open stored result"}
        </Button>
      </div>
      {open && <StoredResultViewer storedRef={storedRef} />}
    </div>
  );
}
