// The draft every tool's input schema declares (seed "tools in a run", Schemas: the offer layer later strips
// `$schema`). Built-in tools derive theirs from zod (lib/tools/define/tool-json-schema.ts); a script's own
// tool, whose schema its author writes, declares the same draft.

export const JSON_SCHEMA_DRAFT_07 = "http://json-schema.org/draft-07/schema#";
