import { redirect } from "next/navigation";
import { roleHome } from "@/lib/contracts/role-home";
import { currentPrincipal } from "@/lib/server/auth/current-principal";

export default async function Home() {
  const principal = await currentPrincipal();
  redirect(principal ? roleHome(principal.roles) : "/sign-in");
}
