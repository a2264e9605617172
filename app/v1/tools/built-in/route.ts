import { route } from "@/lib/server/http/route";
import { listBuiltInTools } from "@/lib/server/use-cases/tools/list-built-in-tools";

export const GET = route({ permission: "tools:read" }, () => listBuiltInTools());
