import { BarChart } from '@mui/x-charts/BarChart';
import { Box } from '@mui/material';

/**
 * The month's charts, in a chunk of their own loaded after the figures. They are pictures of the
 * tables beside them, which carry the same numbers as text: hidden from screen readers, and inert,
 * so that the chart's legend buttons take no keyboard stop inside what screen readers skip.
 */
const Frame = ({ children, height }: { children: React.ReactNode; height: number }) => (
  <Box aria-hidden inert sx={{ width: '100%', height, minWidth: 0 }}>{children}</Box>
);

/** Bars side by side per label: this month against last month, say. */
export const GroupedBars = ({ labels, series, unit }: { labels: string[]; series: Array<{ label: string; data: number[] }>; unit: string }) => (
  <Frame height={Math.max(180, labels.length * 48 + 70)}>
    <BarChart
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: labels, width: 130 }]}
      xAxis={[{ valueFormatter: (value: number) => `${Math.round(value)} ${unit}` }]}
      series={series.map((s) => ({ ...s, valueFormatter: (value: number | null) => `${value ?? 0} ${unit}` }))}
      margin={{ left: 0, right: 16, top: 8, bottom: 0 }}
      slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
      skipAnimation
    />
  </Frame>
);

/** A percentage with a decimal only where whole ones would all read 0 %. */
const percent = (value: number, fine: boolean) => `${fine ? Math.round(value * 1000) / 10 : Math.round(value * 100)} %`;

/** One bar per label, as a percentage. */
export const PercentBars = ({ labels, values }: { labels: string[]; values: number[] }) => {
  const fine = Math.max(0, ...values) < 0.1;
  return (
  <Frame height={Math.max(160, labels.length * 34 + 50)}>
    <BarChart
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: labels, width: 130 }]}
      xAxis={[{ min: 0, valueFormatter: (value: number) => percent(value, fine) }]}
      series={[{ data: values, valueFormatter: (value: number | null) => `${Math.round((value ?? 0) * 1000) / 10} %` }]}
      margin={{ left: 0, right: 16, top: 8, bottom: 0 }}
      hideLegend
      skipAnimation
    />
  </Frame>
  );
};

