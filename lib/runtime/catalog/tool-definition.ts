// What a tool is lives in the base layer (lib/runtime/ports/tool-definition.ts), so the ports (lib/runtime/ports) can name it
// without importing a stage (issue 9, item 1: folders import one way); the catalog re-exports it.
export * from "../ports/tool-definition";
