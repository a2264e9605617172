"use client";
import type { Agent, Task } from "@/lib/client/api-types";
import { Field, SelectInput } from "../ui/form-controls";

type AgentTaskFieldsProps = {
  agents: Agent[];
  tasks: Task[];
  agentId: string;
  taskId: string;
  onAgentChange: (agentId: string) => void;
  onTaskChange: (taskId: string) => void;
};

/** The agent (and optional task) both playground panels act as. */
export function AgentTaskFields({ agents, tasks, agentId, taskId, onAgentChange, onTaskChange }: AgentTaskFieldsProps) {
  const task = tasks.find((candidate) => candidate.id === taskId);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label="Agent" htmlFor="playground-agent">
        <SelectInput id="playground-agent" data-testid="playground-agent" value={agentId} onChange={(event) => onAgentChange(event.target.value)} required>
          {agents.length === 0 && <option value="">No agents in your organisation</option>}
          {agents.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.name} · budget {agent.toolCallBudget}
            </option>
          ))}
        </SelectInput>
      </Field>
      <Field
        label="Task"
        htmlFor="playground-task"
        hint={task ? `Declares ${task.tools.length} tool${task.tools.length === 1 ? "" : "s"}${task.gates.length > 0 ? `, gates ${task.gates.join(", ")}` : ""}.` : "Without a task, the agent's whole offer."}
      >
        <SelectInput id="playground-task" data-testid="playground-task" value={taskId} onChange={(event) => onTaskChange(event.target.value)}>
          <option value="">No task</option>
          {tasks.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </SelectInput>
      </Field>
    </div>
  );
}
