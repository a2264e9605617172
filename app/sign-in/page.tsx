import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { safeNextPath } from "@/lib/client/sign-in";
import { currentPrincipal } from "@/lib/server/auth/current-principal";
import { SignInClient } from "./sign-in-client";

export const metadata: Metadata = { title: "Sign in" };

type SignInPageProps = { searchParams: Promise<{ next?: string | string[] }> };

export default async function SignInPage({ searchParams }: SignInPageProps) {
  const { next } = await searchParams;
  const nextPath = safeNextPath(typeof next === "string" ? next : null);
  if (await currentPrincipal()) redirect(nextPath);
  return <SignInClient nextPath={nextPath} />;
}
