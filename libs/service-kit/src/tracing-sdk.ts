/**
 * The OpenTelemetry SDK, loaded by tracing.ts only when `OTEL_EXPORTER_OTLP_ENDPOINT` is set: a
 * tracer provider exporting batches of spans over OTLP/HTTP (JSON) to `<endpoint>/v1/traces`, the
 * AsyncLocalStorage context manager, and the `pg` instrumentation for the services' queries.
 *
 * The standard variables apply: OTEL_SERVICE_NAME (else the service's own name),
 * OTEL_EXPORTER_OTLP_ENDPOINT / OTEL_EXPORTER_OTLP_TRACES_ENDPOINT / OTEL_EXPORTER_OTLP_HEADERS,
 * OTEL_TRACES_SAMPLER (+ _ARG; default parent-based always-on) and OTEL_BSP_* (the batch processor).
 */
import * as api from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { sqlWithoutValues } from './tracing.rules';

export interface TracingSdk {
  api: typeof api;
  tracer: api.Tracer;
  /** Exports what is still buffered. */
  flush(): Promise<void>;
  /** Exports what is still buffered, then stops exporting. */
  shutdown(): Promise<void>;
}

/**
 * `requestIdOf` gives the id of the request being handled (request-context.ts's `currentRequestId`, passed
 * in by the caller so that this module does not depend on the request context, which depends on tracing).
 */
export function startTracingSdk(
  serviceName: string,
  env: NodeJS.ProcessEnv,
  requestIdOf: () => string | undefined = () => undefined,
): TracingSdk {
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME?.trim() || serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  api.trace.setGlobalTracerProvider(provider);
  // A span per query, only inside a traced message (no spans for migrations or health checks). Its
  // statement keeps only its shape: MikroORM writes the values into the text (e-mail addresses,
  // password hashes), and the parameters are never added (`enhancedDatabaseReporting` off).
  registerInstrumentations({
    instrumentations: [
      new PgInstrumentation({
        requireParentSpan: true,
        enhancedDatabaseReporting: false,
        requestHook: (span, { query }) => {
          span.setAttribute('db.query.text', sqlWithoutValues(query.text));
          const requestId = requestIdOf();
          if (requestId) span.setAttribute('avtalt.request_id', requestId);
        },
      }),
    ],
  });
  // `pg` may have been loaded before the hook above (service-kit's index imports it): requiring it
  // again lets the instrumentation patch its Client now, whatever the import order was.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('pg');
  return {
    api,
    tracer: api.trace.getTracer('avtalt'),
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
