import { ApiError } from "@/lib/client/fetch-json";
import { peopleMessage } from "@/lib/client/people-message";

type ErrorNoticeProps = {
  error: unknown;
  title?: string;
  /** False where the code helps nobody (a wrong password on sign-in): the message alone. */
  forReport?: boolean;
  /** What to say instead of the error's own sentence (a form whose fields already say it). */
  message?: string;
};

/**
 * An error in people's words (issue 12, item 5); the API's code and status stay within reach, folded
 * away, for whoever reports it.
 */
export function ErrorNotice({ error, title, forReport = true, message: instead }: ErrorNoticeProps) {
  const message = instead ?? peopleMessage(error);
  const code = error instanceof ApiError ? error.code : null;
  return (
    <div role="alert" data-testid="error-notice" data-code={code ?? undefined} className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      {title && <p className="font-semibold">{title}</p>}
      <p data-testid="error-message">{message}</p>
      {forReport && error instanceof ApiError && (
        <details className="mt-1 text-[11px] text-red-800/80">
          <summary className="cursor-pointer select-none">For a report</summary>
          <p className="mt-0.5">
            The API answered {error.status} <code className="font-mono">{error.code}</code>
            {error.message !== message && <>: {error.message}</>}
          </p>
        </details>
      )}
    </div>
  );
}
