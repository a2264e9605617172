import { route } from "@/lib/server/http/route";
import { listBuiltInTools } from "@/lib/server/use-cases/tools/list-built-in-tools";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

export const GET = route({ permission: "tools:read" }, () => listBuiltInTools());

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
