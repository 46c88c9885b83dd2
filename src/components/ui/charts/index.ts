export { LineChart, type LineChartProps, type LineChartSeries, type LineChartDatum } from "./line-chart";
export { BarChart, type BarChartProps, type BarDatum } from "./bar-chart";
export { FunnelChart, type FunnelChartProps, type FunnelStep } from "./funnel-chart";
export { Sparkline, type SparklineProps } from "./sparkline";
export { ChartLegend, type ChartLegendItem } from "./chart-legend";
export { formatChartLabel, formatCompact, formatShare, seriesColor } from "./format";
export { bandScale, linearScale, niceTicks, thinIndices, type BandScale, type LinearScale } from "./scale";
