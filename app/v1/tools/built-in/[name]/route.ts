import { route } from "@/lib/server/http/route";
import { getBuiltInTool } from "@/lib/server/use-cases/tools/get-built-in-tool";

export const GET = route({ permission: "tools:read" }, ({ params }) => getBuiltInTool(params.name));
