import { formatJson } from "@/lib/client/format-json";
import { CodeBlock } from "./code-block";

/** A JSON value, indented; a raw string (arguments a model sent as text) shown exactly as sent. */
export function JsonView({ value, testId, maxHeight = "sm" }: { value: unknown; testId?: string; maxHeight?: "sm" | "md" | "lg" }) {
  return <CodeBlock text={formatJson(value)} testId={testId} maxHeight={maxHeight} tone="muted" />;
}
