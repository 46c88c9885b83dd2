/**
 * Our SVG charts, kept instead of Recharts (issue 24): Recharts breaks the report pages' JS budget.
 * Measured in one production build (bench/report-bundle.ts, gzip level 6): the Google Ads report
 * page at 148.3 kB first-load JS, the same page with one Recharts line chart (ResponsiveContainer,
 * LineChart, two Lines, axes, grid, tooltip) at 261.7 kB: +113.4 kB against a 150 kB budget. Our
 * charts draw on the server as SVG; only the line chart's pointer read-out is client code. Numbers
 * and method in bench/README.md.
 */
export { LineChart, type LineChartProps, type LineChartSeries, type LineChartDatum } from "./line-chart";
export { BarChart, type BarChartProps, type BarDatum } from "./bar-chart";
export { FunnelChart, type FunnelChartProps, type FunnelStep } from "./funnel-chart";
export { Sparkline, type SparklineProps } from "./sparkline";
export { ChartLegend, type ChartLegendItem } from "./chart-legend";
export { formatChartLabel, formatCompact, formatShare, seriesColor } from "./format";
export { bandScale, linearScale, niceTicks, thinIndices, type BandScale, type LinearScale } from "./scale";
