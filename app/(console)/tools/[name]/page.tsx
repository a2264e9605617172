import type { Metadata } from "next";
import { requirePrincipal } from "../../require-principal";
import { ToolClient } from "./tool-client";

type ToolPageProps = { params: Promise<{ name: string }> };

export async function generateMetadata({ params }: ToolPageProps): Promise<Metadata> {
  return { title: decodeURIComponent((await params).name) };
}

export default async function ToolPage({ params }: ToolPageProps) {
  const { name } = await params;
  const toolName = decodeURIComponent(name);
  await requirePrincipal(`/tools/${encodeURIComponent(toolName)}`);
  return <ToolClient name={toolName} />;
}
