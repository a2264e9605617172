"use client";
import { useRouter } from "next/navigation";
import { useSignOut } from "@/lib/client/use-sign-out";

export function SignOutButton() {
  const router = useRouter();
  const signOut = useSignOut();
  return (
    <>
      <button
        type="button"
        data-testid="sign-out"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onSuccess: () => router.replace("/sign-in") })}
        className="mt-2 text-xs font-medium text-slate-600 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        {signOut.isPending ? "Signing out…" : "Sign out"}
      </button>
      {signOut.error && <p className="mt-1 text-[11px] text-red-700">{signOut.error.message}</p>}
    </>
  );
}
