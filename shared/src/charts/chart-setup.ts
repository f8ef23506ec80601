/**
 * The chart library, loaded only when a page first draws a chart (a chunk of its own in the app that shows
 * it). Only what the daily chart draws is registered — bars and lines on a category and a linear axis, with
 * tooltips and a legend — so the rest of chart.js stays out of the bundle.
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

export { Chart };
