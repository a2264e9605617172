// Seed "tools in a run", What a run offers: bindings, then the agent's flags and the run kind narrow the set.
//   The eight browser tools   config.browser is true
//   The five code tools       config.coding is true
//   The five script tools     config.scripting is not false
//   memory_write              config.memory is not false
//   The six schedule tools    the run is a direct or group-chat run, not a schedule run
//   secret_request            the run is a direct run
//   report_issue              always

import type { RunKind, ToolAvailability, VendorToolState } from "../catalog/tool-definition";
import type { AgentOfferSettings } from "./agent-settings";

/** Why a tool is or is not offered to this agent in this kind of run; a reason the console can show. */
export type AvailabilityVerdict = { offered: true } | { offered: false; reason: string };

const offered: AvailabilityVerdict = { offered: true };

/** Seed "tools in a run", Connector logins at run start: the login's status, then the tool's own on/off. */
function connectorVerdict(connector: string, state: VendorToolState): AvailabilityVerdict {
  if (state === "on") return offered;
  if (state === "turned_off") return { offered: false, reason: `tool turned off on the ${connector} login` };
  if (state === "login_pending") return { offered: false, reason: `the ${connector} login is pending: nobody has signed it in yet` };
  return { offered: false, reason: `the ${connector} login is disconnected` };
}

export function availabilityVerdict(availability: ToolAvailability | undefined, agent: AgentOfferSettings, kind: RunKind): AvailabilityVerdict {
  if (availability === undefined || availability.kind === "native" || availability.kind === "runtime") return offered;
  if (availability.kind === "connector") return connectorVerdict(availability.connector, availability.state);
  if (availability.kind === "flag") {
    return agent.flags[availability.flag] === true ? offered : { offered: false, reason: `config.${availability.flag} is not true` };
  }
  if (!agent.bindings[availability.binding]) return { offered: false, reason: `the ${availability.binding} binding is off for this agent` };
  if (availability.unlessFalse !== undefined && agent.flags[availability.unlessFalse] === false) {
    return { offered: false, reason: `config.${availability.unlessFalse} is false` };
  }
  if (availability.runKinds !== undefined && !availability.runKinds.includes(kind)) {
    return { offered: false, reason: `not offered in a ${kind} run` };
  }
  return offered;
}

/** ONE-PRODUCT "Offer": the run's own tools are offered whether or not a task declares them. */
export function isRunOwnTool(availability: ToolAvailability | undefined): boolean {
  return availability?.kind === "runtime";
}
