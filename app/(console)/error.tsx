"use client";
import { Button } from "@/components/ui/button";

// A console page that failed on the server (say the database is unreachable): say so, offer a retry.
export default function ConsoleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div role="alert" className="mx-auto mt-16 max-w-md rounded-lg border border-red-200 bg-white p-6 text-center shadow-xs">
      <h1 className="text-base font-semibold text-slate-900">This page could not be shown</h1>
      <p className="mt-2 text-sm text-slate-600">{error.message || "The server could not answer."}</p>
      {error.digest && <p className="mt-1 font-mono text-[11px] text-slate-400">digest {error.digest}</p>}
      <Button tone="primary" className="mt-4" onClick={reset}>
        Try again
      </Button>
    </div>
  );
}
