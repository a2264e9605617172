import { route } from "@/lib/server/http/route";
import { getBuiltInTool } from "@/lib/server/use-cases/tools/get-built-in-tool";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

export const GET = route({ permission: "tools:read" }, ({ params }) => getBuiltInTool(params.name));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
