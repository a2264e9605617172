import { UpdateOrganisationBindingsBodySchema } from "@/lib/contracts/organisation-bindings";
import { CURATION_PERMISSIONS } from "@/lib/server/auth/permissions";
import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { getOrganisationBindings, updateOrganisationBindings } from "@/lib/server/use-cases/organisation/organisation-bindings";

export const GET = route({ permission: "runs:read" }, ({ principal }) => getOrganisationBindings(db(), principal));

export const PATCH = route({ permission: CURATION_PERMISSIONS, body: UpdateOrganisationBindingsBodySchema }, ({ principal, body }) =>
  updateOrganisationBindings(db(), principal, body),
);

export const { POST, PUT, DELETE } = refuseOtherMethods("GET", "PATCH");
