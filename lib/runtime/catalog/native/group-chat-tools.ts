// Seed "tools in a run", What a run offers: group_post is a binding tool. It has no handler yet, so it is
// a planned tool and never offered; the definition keeps its name and schema reserved.

import { withCallErrors } from "../call-errors";
import { toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";

export const groupChatTools: readonly ToolDefinition[] = [
  {
    name: "group_post",
    family: "Group chat",
    page: "Native tools",
    gate: "task",
    runCallable: true,
    availability: { kind: "binding", binding: "group_post" },
    description: "Post a message to one of your group chats. Returns the posted message's id.",
    access: "write",
    retry: "unsafe",
    inputSchema: toolInputSchema(
      {
        group: { type: "string", minLength: 1, maxLength: 200, description: "The group chat's id or name." },
        text: { type: "string", minLength: 1, maxLength: 8000, description: "The message to post." },
      },
      ["group", "text"],
    ),
    errors: withCallErrors(),
  },
];
