// Seed "built-in tools", family Chat threads: the portal's chat threads between members, agents and the CEO.
// Not to be confused with the family Chat (chat-tools.ts), which only the CEO chat answers. Planned: no
// handler yet.

import { z } from "zod";
import { toolError, withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { defineTool } from "../define/define-tool";
import { limitInput } from "../define/limit-input";

const chatThreads = { family: "Chat threads", page: "OS tools", gate: "task", runCallable: true } as const;

const chatThread = z.string().min(1).describe("Id of the chat thread, as listed by `os.chat_list`.");
const chatThreadNotFound = toolError("chat_thread_not_found", "No chat thread this member can see has that id.");

export const chatListTool = defineTool({
  ...chatThreads,
  name: "os.chat_list",
  description:
    "List chat threads, most recently active first: each thread's id, title, participants, unread count and " +
    "last message.",
  access: "read",
  retry: "safe",
  input: z.strictObject({
    unreadOnly: z.boolean().default(false).describe("Only threads with unread messages."),
    limit: limitInput("threads", 100, 25),
  }),
  errors: withCallErrors(),
});

export const chatReadTool = defineTool({
  ...chatThreads,
  name: "os.chat_read",
  description:
    "Read a chat thread's messages, oldest first, each with its author and time. Use `before` to page back.",
  access: "read",
  retry: "safe",
  // Seed "Read and write": the side effect applies outside runs only.
  sideEffect:
    "Over the API and the MCP server, marks the thread read, the same as opening it in the portal. In a run, nothing.",
  input: z.strictObject({
    thread: chatThread,
    before: z.string().min(1).describe("Only messages older than this message id.").optional(),
    limit: limitInput("messages", 200, 50),
  }),
  errors: withCallErrors(chatThreadNotFound),
});

export const chatWriteTool = defineTool({
  ...chatThreads,
  name: "os.chat_write",
  description: "Post a message in a chat thread. Each call posts another message. Returns the message's id.",
  access: "write",
  retry: "unsafe",
  input: z.strictObject({
    thread: chatThread,
    body: z.string().min(1).max(8000).describe("The message, in Markdown."),
  }),
  errors: withCallErrors(chatThreadNotFound),
});

export const chatOpenTool = defineTool({
  ...chatThreads,
  name: "os.chat_open",
  description:
    "Open a new chat thread with members or the CEO, optionally with a first message. Each call opens another " +
    "thread. Returns the thread's id.",
  access: "write",
  retry: "unsafe",
  input: z.strictObject({
    title: z.string().min(1).max(120).describe("What the thread is about."),
    participants: z
      .array(z.string().min(1).describe("Id of a member, from `os.directory`."))
      .min(1)
      .meta({ uniqueItems: true })
      .describe("Who joins the thread besides this agent."),
    message: z.string().max(8000).describe("A first message, in Markdown.").optional(),
  }),
  errors: withCallErrors(toolError("participant_not_found", "A participant id names no member.")),
});

export const chatThreadTools = [chatListTool, chatReadTool, chatWriteTool, chatOpenTool];
