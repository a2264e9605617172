import type { CallRecord } from "@/lib/client/api-types";
import { apiPaths } from "@/lib/client/api-paths";

// Issue 10 (results): a tool's images and audio are stored by ref and shown here, never previewed to the
// model (its result names each medium in one line). GET /v1/media/:id serves only raster images and audio
// with their type; anything else downloads.

type Medium = NonNullable<CallRecord["media"]>[number];

function MediumView({ medium }: { medium: Medium }) {
  const source = apiPaths.media(medium.id);
  const label = `${medium.kind} ${medium.mimeType}, ${medium.bytes.toLocaleString()} bytes`;
  if (medium.kind === "image") {
    return (
      <figure className="space-y-1">
        {/* eslint-disable-next-line @next/next/no-img-element -- an API-served medium, not a static asset */}
        <img src={source} alt={label} data-testid="call-media-image" className="max-h-80 max-w-full rounded border border-slate-200 bg-white object-contain" />
        <figcaption className="text-[11px] text-slate-500">{label}</figcaption>
      </figure>
    );
  }
  if (medium.kind === "audio") {
    return (
      <figure className="space-y-1">
        <audio controls src={source} data-testid="call-media-audio" className="w-full" />
        <figcaption className="text-[11px] text-slate-500">{label}</figcaption>
      </figure>
    );
  }
  return (
    <a href={source} className="text-xs text-sky-700 hover:underline">
      Download {label}
    </a>
  );
}

export function CallMedia({ media }: { media: readonly Medium[] }) {
  if (media.length === 0) return null;
  return (
    <div data-testid="call-media" className="space-y-2">
      <h4 className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">Media the tool returned</h4>
      {media.map((medium) => (
        <MediumView key={medium.id} medium={medium} />
      ))}
    </div>
  );
}
