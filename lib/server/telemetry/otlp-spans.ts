import "server-only";
import { BasicTracerProvider, BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from "@opentelemetry/sdk-trace-base";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { ATTR_SERVICE_NAME } from "@opentelemetry/semantic-conventions";
import { RunTraceIds } from "./run-trace-ids";
import { SpanEvents } from "./span-events";

// Issue 17, item 3: the span sink and its provider. Spans are batched and sent over OTLP/HTTP (JSON) to
// `<OTEL_EXPORTER_OTLP_ENDPOINT>/v1/traces`; a test hands in an exporter of its own (in memory).

export type SpanSink = { events: SpanEvents; flush(): Promise<void>; shutdown(): Promise<void> };

export type SpanSinkOptions = { captureContent: boolean } & ({ endpoint: string } | { exporter: SpanExporter });

export function createSpanSink(options: SpanSinkOptions): SpanSink {
  const ids = new RunTraceIds();
  // A test's exporter sees each span as it ends; the collector gets them in batches.
  const processor = "exporter" in options ? new SimpleSpanProcessor(options.exporter) : new BatchSpanProcessor(new OTLPTraceExporter({ url: `${options.endpoint}/v1/traces` }));
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: "tollgate" }),
    idGenerator: ids,
    spanProcessors: [processor],
  });
  const events = new SpanEvents({ tracer: provider.getTracer("tollgate"), ids, captureContent: options.captureContent });
  return { events, flush: () => provider.forceFlush(), shutdown: () => provider.shutdown() };
}
