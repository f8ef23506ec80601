/**
 * The chart library, loaded only when a page first draws a chart (a chunk of its own). Only what the day
 * chart draws is registered — bars on a category and a linear axis, with tooltips — so the rest of
 * chart.js stays out of the bundle.
 */
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export { Chart };
