import type { LoginStatus } from "@/lib/client/api-types";
import { Chip, type ChipTone } from "../ui/chip";

// CONTRACT.md, Connectors: a login is pending (waits for a sign-in), disconnected (cannot serve) or connected.
const tones: Record<LoginStatus, ChipTone> = { connected: "green", pending: "amber", disconnected: "red" };

const meanings: Record<LoginStatus, string> = {
  connected: "Connected: runs are offered its listed tools that are on.",
  pending: "Pending: nobody has signed it in yet; runs start without this connector's tools.",
  disconnected: "Disconnected: a run of an agent it serves fails at generation start (connector_disconnected).",
};

export function LoginStatusChip({ status, testId = "login-status" }: { status: LoginStatus; testId?: string }) {
  return (
    <Chip tone={tones[status]} title={meanings[status]} testId={testId} dot={status === "pending"}>
      {status}
    </Chip>
  );
}
