import { route } from "@/lib/server/http/route";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { openApiDocument } from "@/lib/server/openapi/openapi-document";

// CONTRACT.md, Conventions: the OpenAPI 3.1 description of every /v1 route, with no credentials.
export const GET = route({ public: true }, () => openApiDocument());

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
