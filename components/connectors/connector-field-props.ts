import type { SecretSummary } from "@/lib/client/api-types";
import type { ConnectorDraft } from "./connector-draft";
import type { ClearableFieldErrors } from "./use-clearable-field-errors";

/** What each part of the new-connector form gets: the draft, the secrets to pick from, the API's messages. */
export type ConnectorFieldProps = {
  draft: ConnectorDraft;
  secrets: readonly SecretSummary[];
  problems: ClearableFieldErrors;
  /** A change, and the API paths it answers (their messages go until the next save). */
  onChange: (change: Partial<ConnectorDraft>, clearedPaths: readonly string[]) => void;
};
