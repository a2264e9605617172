// Every tool a run can name: the built-in reference and the native tools, one registry for the offer,
// admission, the handlers and the console.

import { createCatalog } from "@/lib/runtime/catalog/create-catalog";
import { builtInDefinedTools, builtInTools } from "./built-in-tools";
import { nativeDefinedTools, nativeTools } from "./native-tools";

export const runDefinedTools = [...builtInDefinedTools, ...nativeDefinedTools];

export const runToolDefinitions = [...builtInTools, ...nativeTools];

export const runCatalog = createCatalog(runToolDefinitions);
