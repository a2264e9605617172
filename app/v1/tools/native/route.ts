import { route } from "@/lib/server/http/route";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { listNativeTools } from "@/lib/server/use-cases/tools/list-native-tools";

export const GET = route({ permission: "tools:read" }, () => listNativeTools());

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
