"use client";
import { Field, CodeArea, TextInput } from "../ui/form-controls";
import { argumentsOfLines } from "./connector-draft";
import type { ConnectorFieldProps } from "./connector-field-props";
import { ValueRowsEditor } from "./value-rows-editor";

/** A stdio server: the command the worker starts, its arguments one per line, its environment. */
export function StdioTransportFields({ draft, secrets, problems, onChange }: ConnectorFieldProps) {
  const { errors } = problems;
  const argumentProblems = problems.under("transport.args");
  const argumentCount = argumentsOfLines(draft.argumentLines).length;
  return (
    <div className="space-y-3 rounded-md border border-slate-200 bg-slate-50/60 p-3">
      <Field label="Command" htmlFor="new-connector-command" error={errors["transport.command"]} hint="Started by each worker on demand, without a shell, in a sandbox: a command the operator allows (TOLLGATE_STDIO_COMMANDS; by default the MCP reference servers, such as mcp-server-filesystem).">
        <TextInput
          id="new-connector-command"
          data-testid="new-connector-command"
          placeholder="mcp-server-filesystem"
          value={draft.command}
          aria-invalid={errors["transport.command"] !== undefined}
          onChange={(event) => onChange({ command: event.target.value }, ["transport.command"])}
          className="font-mono"
        />
      </Field>
      <Field
        label="Arguments"
        htmlFor="new-connector-arguments"
        error={argumentProblems.length > 0 ? argumentProblems.map((problem) => (problem.rest ? `line ${Number(problem.rest) + 1}: ` : "") + problem.message).join(" ") : undefined}
        hint={`One per line, exactly as typed (no quoting). ${argumentCount} argument${argumentCount === 1 ? "" : "s"}.`}
      >
        <CodeArea
          id="new-connector-arguments"
          data-testid="new-connector-arguments"
          rows={3}
          placeholder={"/sandbox"}
          value={draft.argumentLines}
          aria-invalid={argumentProblems.length > 0}
          onChange={(event) => onChange({ argumentLines: event.target.value }, ["transport.args"])}
        />
      </Field>
      <ValueRowsEditor
        label="Environment"
        keyLabel="Variable"
        rows={draft.env}
        onChange={(env) => onChange({ env }, [])}
        secrets={secrets}
        idPrefix="new-connector-env"
        problems={problems.under("transport.env")}
        onEdited={(key) => {
          problems.clearExact("transport.env");
          if (key !== "") problems.clear(`transport.env.${key}`);
        }}
      />
    </div>
  );
}
