import type { Browser } from '@playwright/test';
import { MOUNT_CYCLES, MOUNT_TARGETS, measureTarget, type CycleResult } from '../../../tests/e2e/support/mountCycles';

export interface TargetCycles extends CycleResult {
  name: string;
  path: string;
}

/**
 * Mounts and unmounts each route application and each slot page 50 times (the mount-cycles
 * browser test's targets and probe), each in a fresh context, and reports the JS heap growth
 * after a forced GC; `mountCyclesHeapGrowthBytes` is the largest.
 */
export async function measureMountCycles(
  browser: Browser,
  baseUrl: string,
): Promise<{ mountCyclesHeapGrowthBytes: number; targets: TargetCycles[] }> {
  const targets: TargetCycles[] = [];
  for (const target of MOUNT_TARGETS) {
    const context = await browser.newContext({ baseURL: baseUrl });
    try {
      const page = await context.newPage();
      const result = await measureTarget(page, target, MOUNT_CYCLES);
      targets.push({ name: target.name, path: target.path, ...result });
    } finally {
      await context.close();
    }
  }
  return { mountCyclesHeapGrowthBytes: Math.max(...targets.map((target) => target.heapGrowthBytes)), targets };
}
