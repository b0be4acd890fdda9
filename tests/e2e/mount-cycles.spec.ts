import { expect, test } from '@playwright/test';
import {
  HEAP_BUDGET_BYTES,
  MOUNT_CYCLES,
  MOUNT_TARGETS,
  aliveAfterUnmount,
  measureTarget,
  mountsOf,
  watchLogged,
} from './support/mountCycles';
import { MOUNT_CYCLE_MS, stepsLimit } from './support/timeLimits';

/**
 * Each route application and each host page holding slots is mounted and unmounted 50 times
 * through the host's router: nothing is logged as an error or warning, no timer, request or
 * ResizeObserver of the plugin outlives an unmount, and after a forced garbage collection the JS heap has grown by at
 * most 2 MB.
 */

const CYCLES = Number(process.env.MOUNT_CYCLES ?? MOUNT_CYCLES);

for (const target of MOUNT_TARGETS) {
  test(`${target.name}: ${CYCLES} mounts and unmounts leave no warning, timer, request or heap behind`, async ({
    page,
  }) => {
    // The host page, then each mount and unmount.
    test.setTimeout(stepsLimit(1) + mountsOf(target, CYCLES) * MOUNT_CYCLE_MS);
    const logged = watchLogged(page);

    const result = await measureTarget(page, target, CYCLES);
    // A timer or request the plugin left behind would still be there a second after the unmount.
    const alive = await aliveAfterUnmount(page);
    expect(alive.requests).toBe(0);
    expect(alive.timers).toEqual([]);
    expect(alive.resizeObservers).toBe(0);

    console.log(`${target.name}: JS heap growth after ${CYCLES} mount cycles: ${result.heapGrowthBytes} bytes`);
    test.info().annotations.push({ type: 'mountCyclesHeapGrowthBytes', description: String(result.heapGrowthBytes) });
    expect(result.heapGrowthBytes).toBeLessThanOrEqual(HEAP_BUDGET_BYTES);
    expect(logged).toEqual([]);
  });
}
