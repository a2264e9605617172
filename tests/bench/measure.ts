// Small timing helpers for `npm run bench`: warm up, then time many iterations and report percentiles.

export type Measurement = { name: string; iterations: number; meanMicroseconds: number; p50Microseconds: number; p99Microseconds: number };

export async function measure(name: string, iterations: number, body: () => Promise<unknown> | unknown): Promise<Measurement> {
  for (let warm = 0; warm < Math.min(200, iterations); warm += 1) await body();
  const samples: number[] = [];
  for (let index = 0; index < iterations; index += 1) {
    const started = process.hrtime.bigint();
    await body();
    samples.push(Number(process.hrtime.bigint() - started) / 1000);
  }
  samples.sort((a, b) => a - b);
  const mean = samples.reduce((sum, sample) => sum + sample, 0) / samples.length;
  const at = (fraction: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * fraction))];
  return { name, iterations, meanMicroseconds: mean, p50Microseconds: at(0.5), p99Microseconds: at(0.99) };
}

export function report(measurement: Measurement): void {
  const format = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} ms` : `${value.toFixed(1)} µs`);
  console.log(
    `${measurement.name.padEnd(58)} mean ${format(measurement.meanMicroseconds).padStart(10)}  p50 ${format(measurement.p50Microseconds).padStart(10)}  p99 ${format(measurement.p99Microseconds).padStart(10)}  (n=${measurement.iterations})`,
  );
}
