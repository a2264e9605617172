import { redirect } from "next/navigation";
import { currentPrincipal } from "@/lib/server/auth/current-principal";

export default async function Home() {
  const principal = await currentPrincipal();
  redirect(principal ? "/playground" : "/sign-in");
}
