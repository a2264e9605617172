"use client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ErrorNotice } from "@/components/ui/error-notice";
import { Field, TextInput } from "@/components/ui/form-controls";
import { signIn } from "@/lib/client/sign-in";
import { landingPath } from "@/lib/contracts/safe-next-path";

/** `next`: the page asked for, already checked by the server page and checked again here before use. */
export function SignInClient({ next }: { next: string | null }) {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const { user } = await signIn(email, password);
      router.replace(landingPath(next, user.roles));
      router.refresh();
    } catch (caught) {
      setError(caught);
      setPending(false);
    }
  }

  return (
    <main className="grid min-h-screen place-items-center px-4">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center gap-2">
          <span aria-hidden className="grid size-7 place-items-center rounded bg-slate-900 font-mono text-sm font-bold text-white">T</span>
          <span className="text-lg font-semibold tracking-tight">Tollgate</span>
        </div>
        <form onSubmit={onSubmit} className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-xs" aria-label="Sign in">
          <h1 className="text-base font-semibold">Sign in to the console</h1>
          <Field label="Email" htmlFor="email">
            <TextInput id="email" name="email" type="email" autoComplete="username" required autoFocus value={email} onChange={(event) => setEmail(event.target.value)} />
          </Field>
          <Field label="Password" htmlFor="password">
            <TextInput id="password" name="password" type="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
          </Field>
          {/* Issue 12, item 5: a person reads why, never the API's code. */}
          {error !== null && <ErrorNotice error={error} forReport={false} />}
          <Button type="submit" tone="primary" className="w-full" disabled={pending} data-testid="sign-in-submit">
            {pending ? "Signing in…" : "Sign in"}
          </Button>
        </form>
      </div>
    </main>
  );
}
