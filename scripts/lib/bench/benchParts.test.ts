import { BENCH_PARTS, benchParts } from './benchParts';

describe('benchParts', () => {
  it("returns a part's result and records its time against its limit", async () => {
    const logged: string[] = [];
    const parts = benchParts((text) => logged.push(text));
    await expect(parts.run('mapLayout', () => 42)).resolves.toBe(42);
    expect(parts.timings).toEqual([
      { part: 'mapLayout', ms: expect.any(Number), limitMs: BENCH_PARTS.mapLayout.limitMs },
    ]);
    expect(logged[0]).toMatch(/^bench part mapLayout: \d+\.\d s \(limit 180 s\)$/);
  });

  it('fails a part that runs past its limit and names it', async () => {
    jest.useFakeTimers();
    try {
      const parts = benchParts(() => undefined);
      const never = parts.run('import', () => new Promise(() => undefined));
      jest.advanceTimersByTime(BENCH_PARTS.import.limitMs);
      await expect(never).rejects.toThrow(
        'import (importing 100,000 CSV rows) did not finish within its limit of 360 s.',
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('passes a failing part on as it failed', async () => {
    const parts = benchParts(() => undefined);
    await expect(parts.run('backend', () => Promise.reject(new Error('no port')))).rejects.toThrow('no port');
    expect(parts.timings.map((timing) => timing.part)).toEqual(['backend']);
  });
});
