// Every tool a run can name: the built-in reference and the native tools, one registry for the offer,
// admission, the handlers and the console.

import { builtInTools } from "./built-in-catalog";
import { createCatalog } from "./create-catalog";
import { nativeTools } from "./native-tools";

export const runToolDefinitions = [...builtInTools, ...nativeTools];

export const runCatalog = createCatalog(runToolDefinitions);
