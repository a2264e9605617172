"use client";

type OnOffSwitchProps = { label: string; checked: boolean; onChange: (checked: boolean) => void; disabled: boolean; testId: string };

/** On/off (a tool of a login, a connector of an agent): a switch, announced as one, that says its state in words too. */
export function OnOffSwitch({ label, checked, onChange, disabled, testId }: OnOffSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      data-testid={testId}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="inline-flex items-center gap-1.5 rounded text-xs font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:cursor-not-allowed disabled:opacity-60"
    >
      <span aria-hidden className={`relative inline-flex h-4 w-7 flex-none rounded-full transition-colors ${checked ? "bg-emerald-600" : "bg-slate-300"}`}>
        <span className={`absolute top-0.5 size-3 rounded-full bg-white shadow transition-all ${checked ? "left-3.5" : "left-0.5"}`} />
      </span>
      <span className={`w-6 text-left ${checked ? "text-emerald-800" : "text-slate-500"}`}>{checked ? "on" : "off"}</span>
    </button>
  );
}
