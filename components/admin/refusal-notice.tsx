import { ApiRefusal } from "@/lib/client/api-refusal";
import { problemSentence } from "@/lib/contracts/problem-wording";
import { ErrorNotice } from "../ui/error-notice";

type RefusalNoticeProps = {
  error: unknown;
  title: string;
  /** Paths whose message is already shown beside its own field; the rest are listed here. */
  shownPaths: readonly string[];
};

/** A refused save in people's words, and every problem no field shows (its code folded away for a report). */
export function RefusalNotice({ error, title, shownPaths }: RefusalNoticeProps) {
  const unplaced = error instanceof ApiRefusal ? error.details.filter((problem) => !shownPaths.includes(problem.path)) : [];
  // Every problem already stands beside its field: the notice points there rather than saying it twice.
  const allPlaced = error instanceof ApiRefusal && error.details.length > 0 && unplaced.length === 0;
  return (
    <div className="space-y-1">
      <ErrorNotice error={error} title={title} message={allPlaced ? `Fix what is marked above${error.details.length > 1 ? ` (${error.details.length} fields)` : ""}, then save again.` : undefined} />
      {unplaced.length > 0 && (
        <ul data-testid="refusal-details" className="list-inside list-disc text-xs text-red-800">
          {unplaced.map((problem) => (
            <li key={`${problem.path}:${problem.message}`}>
              {problemSentence(problem.path, problem.message)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
