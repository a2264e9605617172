import { NotFoundNotice } from "@/components/console/not-found-notice";
import { currentPrincipal } from "@/lib/server/auth/current-principal";

// notFound() inside a console page: drawn inside the console's own layout, sidebar and all.
export default async function ConsoleNotFound() {
  const principal = await currentPrincipal();
  return <NotFoundNotice roles={principal?.roles ?? null} />;
}
