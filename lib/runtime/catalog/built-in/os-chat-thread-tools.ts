// Seed "built-in tools", family Chat threads: the portal's chat threads between members, agents and the CEO.
// Not to be confused with the family Chat (chat-tools.ts), which only the CEO chat answers.

import { toolError, withCallErrors } from "../call-errors";
import { limitProperty, toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";

const chatThreads = { family: "Chat threads", page: "OS tools", gate: "task", runCallable: true } as const;

const chatThread = { type: "string", minLength: 1, description: "Id of the chat thread, as listed by `os.chat_list`." };
const chatThreadNotFound = toolError("chat_thread_not_found", "No chat thread this member can see has that id.");

export const osChatThreadTools: readonly ToolDefinition[] = [
  {
    ...chatThreads,
    name: "os.chat_list",
    description:
      "List chat threads, most recently active first: each thread's id, title, participants, unread count and " +
      "last message.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({
      unreadOnly: { type: "boolean", default: false, description: "Only threads with unread messages." },
      limit: limitProperty("threads", 100, 25),
    }),
    errors: withCallErrors(),
  },
  {
    ...chatThreads,
    name: "os.chat_read",
    description:
      "Read a chat thread's messages, oldest first, each with its author and time. Use `before` to page back.",
    access: "read",
    retry: "safe",
    // Seed "Read and write": the side effect applies outside runs only.
    sideEffect:
      "Over the API and the MCP server, marks the thread read, the same as opening it in the portal. In a run, nothing.",
    inputSchema: toolInputSchema(
      {
        thread: chatThread,
        before: { type: "string", minLength: 1, description: "Only messages older than this message id." },
        limit: limitProperty("messages", 200, 50),
      },
      ["thread"],
    ),
    errors: withCallErrors(chatThreadNotFound),
  },
  {
    ...chatThreads,
    name: "os.chat_write",
    description: "Post a message in a chat thread. Each call posts another message. Returns the message's id.",
    access: "write",
    retry: "unsafe",
    inputSchema: toolInputSchema(
      {
        thread: chatThread,
        body: { type: "string", minLength: 1, maxLength: 8000, description: "The message, in Markdown." },
      },
      ["thread", "body"],
    ),
    errors: withCallErrors(chatThreadNotFound),
  },
  {
    ...chatThreads,
    name: "os.chat_open",
    description:
      "Open a new chat thread with members or the CEO, optionally with a first message. Each call opens another " +
      "thread. Returns the thread's id.",
    access: "write",
    retry: "unsafe",
    inputSchema: toolInputSchema(
      {
        title: { type: "string", minLength: 1, maxLength: 120, description: "What the thread is about." },
        participants: {
          type: "array",
          minItems: 1,
          uniqueItems: true,
          items: { type: "string", minLength: 1, description: "Id of a member, from `os.directory`." },
          description: "Who joins the thread besides this agent.",
        },
        message: { type: "string", maxLength: 8000, description: "A first message, in Markdown." },
      },
      ["title", "participants"],
    ),
    errors: withCallErrors(toolError("participant_not_found", "A participant id names no member.")),
  },
];
