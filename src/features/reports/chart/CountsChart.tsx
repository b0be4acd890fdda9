import { ArcElement, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar, Doughnut, Pie } from 'react-chartjs-2';
import type { ChartType } from './chartTypes';
import { CHART_COLOURS } from './chartColours';

Chart.register(ArcElement, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

interface CountsChartProps {
  type: ChartType;
  labels: string[];
  counts: number[];
  /** The chart's accessible name; the counts table beside it carries the numbers. */
  label: string;
}

/** The counts drawn as the chosen chart; a screen reader reads the table instead (aria-hidden canvas). */
export function CountsChart({ type, labels, counts, label }: CountsChartProps) {
  const colours = labels.map((_, index) => CHART_COLOURS[index % CHART_COLOURS.length]);
  const data = { labels, datasets: [{ label, data: counts, backgroundColor: colours }] };
  const shared = { 'aria-hidden': true, role: 'presentation' } as const;
  switch (type) {
    case 'pie':
      return <Pie data={data} {...shared} />;
    case 'doughnut':
      return <Doughnut data={data} {...shared} />;
    case 'horizontal':
      return <Bar data={data} options={{ indexAxis: 'y', plugins: { legend: { display: false } } }} {...shared} />;
    default:
      return <Bar data={data} options={{ plugins: { legend: { display: false } } }} {...shared} />;
  }
}
