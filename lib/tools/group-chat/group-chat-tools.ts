// Seed "tools in a run", What a run offers: group_post is a binding tool. It has no handler yet, so it is
// a planned tool and never offered; the definition keeps its name and schema reserved.

import { z } from "zod";
import { withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { defineTool } from "../define/define-tool";

export const groupPostTool = defineTool({
  name: "group_post",
  family: "Group chat",
  page: "Native tools",
  gate: "task",
  runCallable: true,
  availability: { kind: "binding", binding: "group_post" },
  description: "Post a message to one of your group chats. Returns the posted message's id.",
  access: "write",
  retry: "unsafe",
  input: z.strictObject({
    group: z.string().min(1).max(200).describe("The group chat's id or name."),
    text: z.string().min(1).max(8000).describe("The message to post."),
  }),
  errors: withCallErrors(),
});

export const groupChatTools = [groupPostTool];
