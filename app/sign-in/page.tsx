import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { landingPath, safeNextPath } from "@/lib/contracts/safe-next-path";
import { currentPrincipal } from "@/lib/server/auth/current-principal";
import { SignInClient } from "./sign-in-client";

export const metadata: Metadata = { title: "Sign in" };

type SignInPageProps = { searchParams: Promise<{ next?: string | string[] }> };

export default async function SignInPage({ searchParams }: SignInPageProps) {
  const { next } = await searchParams;
  const principal = await currentPrincipal();
  // Issue 8, item 10: only a path of this site survives; anything else goes to the role's home.
  if (principal !== null) redirect(landingPath(next, principal.roles));
  return <SignInClient next={safeNextPath(next)} />;
}
