import { ApiError } from "@/lib/client/fetch-json";

type ErrorNoticeProps = { error: unknown; title?: string };

/** An error as the API said it: its message, and its code for whoever reports it. */
export function ErrorNotice({ error, title }: ErrorNoticeProps) {
  const message = error instanceof Error ? error.message : String(error);
  const code = error instanceof ApiError ? error.code : null;
  return (
    <div role="alert" data-testid="error-notice" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      {title && <p className="font-semibold">{title}</p>}
      <p>
        {message}
        {code && <code className="ml-2 rounded bg-red-100 px-1 font-mono text-xs text-red-800">{code}</code>}
      </p>
    </div>
  );
}
