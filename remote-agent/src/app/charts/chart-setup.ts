/**
 * The chart library, loaded only when a report first draws a chart (a chunk of its own). Only the parts the
 * daily chart uses are registered, so the rest of chart.js stays out of the bundle.
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

export { Chart };
