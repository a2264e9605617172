// What the outside world reads of every tool (issue 17, item 1): the reference (GET /v1/tools/built-in and
// /native) and each tool as the model receives it. Kept as one JSON text so a change of even one byte —
// a reordered key, a default gone missing — shows in tool-contract-snapshot.test.ts.

import { modelSchemaOf } from "@/lib/runtime/offer/model-schema";
import { modelNameOf } from "@/lib/runtime/catalog/tool-definition";
import { toToolInfo } from "@/lib/runtime/catalog/tool-info";
import { builtInTools } from "@/lib/tools/registry/built-in-tools";
import { implementedTools } from "@/lib/tools/registry/implemented-tools";
import { nativeTools } from "@/lib/tools/registry/native-tools";

export function toolContractText(): string {
  const info = (definition: (typeof builtInTools)[number]) => toToolInfo(definition, implementedTools.has(definition.name));
  const asModelSees = [...builtInTools, ...nativeTools].map((definition) => ({
    name: modelNameOf(definition.name),
    description: definition.description,
    parameters: modelSchemaOf(definition.inputSchema),
  }));
  return `${JSON.stringify({ builtIn: builtInTools.map(info), native: nativeTools.map(info), asModelSees }, null, 1)}\n`;
}
