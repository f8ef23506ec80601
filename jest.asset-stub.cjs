// A static asset (an SVG sprite) in unit tests: its URL, as the build's asset modules give it.
module.exports = { __esModule: true, default: '/assets/icons.svg' };
