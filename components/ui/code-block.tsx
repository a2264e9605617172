type CodeBlockProps = { text: string; testId?: string; maxHeight?: "sm" | "md" | "lg"; tone?: "plain" | "muted" };

const heights = { sm: "max-h-48", md: "max-h-96", lg: "max-h-[36rem]" };

/** Text shown exactly as it is: monospace, whitespace kept, scrollable when long. */
export function CodeBlock({ text, testId, maxHeight = "md", tone = "plain" }: CodeBlockProps) {
  const colours = tone === "muted" ? "bg-slate-50 text-slate-700" : "bg-slate-950 text-slate-100";
  return (
    <pre
      data-testid={testId}
      tabIndex={0}
      className={`overflow-auto rounded-md px-3 py-2 font-mono text-xs leading-5 break-words whitespace-pre-wrap focus-visible:outline-2 focus-visible:outline-sky-600 ${heights[maxHeight]} ${colours}`}
    >
      {text === "" ? <span className="italic opacity-60">(empty)</span> : text}
    </pre>
  );
}
