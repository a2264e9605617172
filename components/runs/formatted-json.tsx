import type { ReactNode } from "react";

// Issue 12, item 8: JSON as people read it — indented, and a string shown as its text, so a line break in
// it is a line break on screen, never a literal `\n`. Quotes mark where a string starts and ends.

const INDENT = "  ";

function Scalar({ value }: { value: null | boolean | number }) {
  return <span className="text-violet-700">{String(value)}</span>;
}

function Text({ value }: { value: string }) {
  // A text of several lines keeps its later lines under its first, not at the margin.
  const block = value.includes("\n") ? "inline-block align-top" : "";
  return <span className={`text-emerald-800 ${block}`}>&quot;{value}&quot;</span>;
}

function entries(value: unknown[] | Record<string, unknown>): [string | null, unknown][] {
  return Array.isArray(value) ? value.map((item) => [null, item]) : Object.entries(value);
}

function Node({ value, depth }: { value: unknown; depth: number }): ReactNode {
  if (value === null || typeof value === "boolean" || typeof value === "number") return <Scalar value={value} />;
  if (typeof value === "string") return <Text value={value} />;
  if (typeof value !== "object") return <span>{String(value)}</span>;
  const list = entries(value as unknown[] | Record<string, unknown>);
  const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
  if (list.length === 0) return <span className="text-slate-500">{`${open}${close}`}</span>;
  const inner = INDENT.repeat(depth + 1);
  return (
    <>
      <span className="text-slate-500">{open}</span>
      {list.map(([key, item], position) => (
        <span key={key ?? position}>
          {"\n"}
          {inner}
          {key !== null && <span className="text-sky-800">&quot;{key}&quot;</span>}
          {key !== null && <span className="text-slate-500">: </span>}
          <Node value={item} depth={depth + 1} />
          {position < list.length - 1 && <span className="text-slate-500">,</span>}
        </span>
      ))}
      {"\n"}
      {INDENT.repeat(depth)}
      <span className="text-slate-500">{close}</span>
    </>
  );
}

type FormattedJsonProps = { value: unknown; testId?: string; maxHeight?: "sm" | "md" | "lg" };

const heights = { sm: "max-h-48", md: "max-h-96", lg: "max-h-[36rem]" };

export function FormattedJson({ value, testId, maxHeight = "md" }: FormattedJsonProps) {
  return (
    <pre
      data-testid={testId}
      tabIndex={0}
      className={`overflow-auto rounded-md bg-slate-50 px-3 py-2 font-mono text-xs leading-5 break-words whitespace-pre-wrap text-slate-800 focus-visible:outline-2 focus-visible:outline-sky-600 ${heights[maxHeight]}`}
    >
      <Node value={value} depth={0} />
    </pre>
  );
}
