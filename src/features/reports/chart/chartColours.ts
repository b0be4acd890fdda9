const COLOUR_COUNT = 100;
/** Successive hues a golden angle apart never repeat and stay far from their neighbours. */
const GOLDEN_ANGLE = 137.508;

/** The chart's 100 generated colours; the bars or slices take them in turn. */
export const CHART_COLOURS: readonly string[] = Array.from(
  { length: COLOUR_COUNT },
  (_, index) =>
    `hsl(${((index * GOLDEN_ANGLE) % 360).toFixed(1)}, ${60 + (index % 3) * 10}%, ${45 + (index % 2) * 10}%)`,
);
