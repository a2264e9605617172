import type { ComponentProps, ReactNode } from "react";

// The console's form controls: one look, visible focus, and a label tied to each control.

const controlClasses =
  "w-full rounded-md border border-slate-300 bg-white px-2.5 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-sky-600 focus:ring-2 focus:ring-sky-600/20 focus:outline-none disabled:bg-slate-100 aria-invalid:border-red-500";

type FieldProps = { label: string; htmlFor: string; hint?: ReactNode; error?: ReactNode; children: ReactNode; className?: string };

export function Field({ label, htmlFor, hint, error, children, className = "" }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className="mb-1 block text-xs font-medium text-slate-700">
        {label}
      </label>
      {children}
      {error ? (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : (
        hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>
      )}
    </div>
  );
}

export function TextInput({ className = "", ...rest }: ComponentProps<"input">) {
  return <input className={`h-8 ${controlClasses} ${className}`} {...rest} />;
}

export function SelectInput({ className = "", ...rest }: ComponentProps<"select">) {
  return <select className={`h-8 ${controlClasses} ${className}`} {...rest} />;
}

export function TextArea({ className = "", ...rest }: ComponentProps<"textarea">) {
  return <textarea className={`py-1.5 ${controlClasses} ${className}`} {...rest} />;
}

export function CodeArea({ className = "", ...rest }: ComponentProps<"textarea">) {
  return <textarea spellCheck={false} className={`py-1.5 font-mono text-xs leading-5 ${controlClasses} ${className}`} {...rest} />;
}
