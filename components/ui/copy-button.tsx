"use client";
import { useState } from "react";
import { Button } from "./button";

export function CopyButton({ text, label = "Copy" }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      setCopied(false);
    }
  }
  return (
    <Button size="sm" tone="ghost" onClick={copy} aria-label={`${label}: ${text}`}>
      {copied ? "Copied" : label}
    </Button>
  );
}
