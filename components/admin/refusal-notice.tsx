import { ApiRefusal } from "@/lib/client/api-refusal";
import { ErrorNotice } from "../ui/error-notice";

type RefusalNoticeProps = {
  error: unknown;
  title: string;
  /** Paths whose message is already shown beside its own field; the rest are listed here. */
  shownPaths: readonly string[];
};

/** A refused save, as the API said it: its message and code, and every detail no field shows. */
export function RefusalNotice({ error, title, shownPaths }: RefusalNoticeProps) {
  const unplaced = error instanceof ApiRefusal ? error.details.filter((problem) => !shownPaths.includes(problem.path)) : [];
  return (
    <div className="space-y-1">
      <ErrorNotice error={error} title={title} />
      {unplaced.length > 0 && (
        <ul data-testid="refusal-details" className="list-inside list-disc text-xs text-red-800">
          {unplaced.map((problem) => (
            <li key={`${problem.path}:${problem.message}`}>
              <code className="font-mono">{problem.path || "body"}</code>: {problem.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
