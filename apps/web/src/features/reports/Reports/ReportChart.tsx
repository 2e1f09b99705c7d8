import type { ReportSeries } from '@pathway/api-client';
import { colors, formatDate } from '@pathway/design-system';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { PatternCircles, PatternLines } from '@visx/pattern';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId, type ReactNode } from 'react';
import { ChartFigure, ChartScroll, Legend, LegendItem, VisuallyHidden } from './Reports.styles.ts';

export interface ReportChartProps {
  /** The report's title: the figure's caption and the data table's. */
  title: string;
  /** The header of the points' labels in the data table, e.g. "Week". */
  labelHeader: string;
  series: readonly ReportSeries[];
}

const HEIGHT = 320;
const MARGIN = { top: 24, right: 16, bottom: 96, left: 72 };
/** Each bar gets 28 to 120 pixels; a long chart scrolls sideways rather than squeezing. */
const MIN_BAND = 28;
const MAX_BAND = 120;
const MIN_WIDTH = 640;
const MAX_TICK_TEXT = 18;

/**
 * How each series fills its bars: a pattern as well as a colour, so the stacks read the same in
 * greyscale, printed, or to someone who does not tell the colours apart (ADR 170).
 */
const FILLS = [
  { kind: 'solid', colour: colors['color-primary'] },
  { kind: 'lines', colour: colors['color-warning'], orientation: ['diagonal'] },
  { kind: 'circles', colour: colors['color-success'] },
  { kind: 'lines', colour: colors['color-danger'], orientation: ['horizontal'] },
  { kind: 'lines', colour: colors['color-text-muted'], orientation: ['vertical'] },
  { kind: 'lines', colour: colors['color-bg-topbar'], orientation: ['diagonal', 'diagonalRightToLeft'] },
] as const;
/** SVG presentation attributes cannot read the theme's CSS variables, so the tokens' values. */
const PAPER = colors['color-bg'];
const INK = colors['color-text'];

const numberText = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });
/** Labels that are dates (weeks, periods) read as the grid shows dates: mm/dd/yyyy. */
const labelText = (label: string) => (/^\d{4}-\d{2}-\d{2}$/.test(label) ? formatDate(label) : label);
const shorten = (label: string) => {
  const text = labelText(label);
  return text.length > MAX_TICK_TEXT ? `${text.slice(0, MAX_TICK_TEXT - 1)}…` : text;
};

/** The labels of every series' points, in the order they first appear (the report's order). */
function labelsOf(series: readonly ReportSeries[]): string[] {
  const labels = new Set<string>();
  for (const one of series) for (const point of one.points) labels.add(point.label);
  return [...labels];
}

function valueAt(series: ReportSeries, label: string): number {
  return series.points.find((point) => point.label === label)?.value ?? 0;
}

function PatternDefs({ prefix }: { prefix: string }) {
  return (
    <defs>
      {FILLS.map((fill, index) => {
        const id = `${prefix}-${String(index)}`;
        if (fill.kind === 'solid') return null;
        if (fill.kind === 'circles') {
          return (
            <PatternCircles
              key={id}
              id={id}
              width={6}
              height={6}
              radius={1.6}
              fill={fill.colour}
              background={PAPER}
              complement
            />
          );
        }
        return (
          <PatternLines
            key={id}
            id={id}
            width={7}
            height={7}
            stroke={fill.colour}
            strokeWidth={2}
            background={PAPER}
            orientation={[...fill.orientation]}
          />
        );
      })}
    </defs>
  );
}

function fillOf(prefix: string, index: number): string {
  const fill = FILLS[index % FILLS.length] ?? FILLS[0];
  return fill.kind === 'solid' ? fill.colour : `url(#${prefix}-${String(index % FILLS.length)})`;
}

function strokeOf(index: number): string {
  return (FILLS[index % FILLS.length] ?? FILLS[0]).colour;
}

/** The chart's numbers as a table for screen readers: one row per label, one column per series. */
function DataTable({ title, labelHeader, series, labels }: ReportChartProps & { labels: string[] }) {
  return (
    <table>
      <caption>{`${title} (chart data)`}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeader}</th>
          {series.map((one) => (
            <th scope="col" key={one.name}>
              {one.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((label) => (
          <tr key={label}>
            <th scope="row">{labelText(label)}</th>
            {series.map((one) => (
              <td key={one.name}>{numberText(valueAt(one, label))}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A report's chart series as stacked bars (visx, ADR 170): one bar per label, one patterned layer
 * per series, the stack's total written above it when there is room. The drawing is hidden from
 * assistive technology, which reads the same numbers as a table instead.
 */
export function ReportChart({ title, labelHeader, series }: ReportChartProps): ReactNode {
  // useId's characters are not all valid in url(#…) references.
  const prefix = `pattern-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const labels = labelsOf(series);
  if (labels.length === 0) return null;
  const margins = MARGIN.left + MARGIN.right;
  const width = Math.max(margins + labels.length * MIN_BAND, Math.min(MIN_WIDTH, margins + labels.length * MAX_BAND));
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const totals = labels.map((label) => series.reduce((sum, one) => sum + Math.max(0, valueAt(one, label)), 0));
  const x = scaleBand<string>({ domain: labels, range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...totals)], range: [innerHeight, 0], nice: true });
  const band = x.bandwidth();
  return (
    <ChartFigure>
      <figcaption>{title}</figcaption>
      <ChartScroll tabIndex={0} role="group" aria-label={`${title} chart, scrolls sideways`}>
        <svg width={width} height={HEIGHT} aria-hidden="true" focusable="false">
          <PatternDefs prefix={prefix} />
          <Group left={MARGIN.left} top={MARGIN.top}>
            {labels.map((label, labelIndex) => {
              let base = 0;
              const left = x(label) ?? 0;
              const total = totals[labelIndex] ?? 0;
              return (
                <g key={label}>
                  {series.map((one, seriesIndex) => {
                    const value = Math.max(0, valueAt(one, label));
                    const top = y(base + value);
                    const height = y(base) - top;
                    base += value;
                    return value === 0 ? null : (
                      <Bar
                        key={one.name}
                        x={left}
                        y={top}
                        width={band}
                        height={height}
                        fill={fillOf(prefix, seriesIndex)}
                        stroke={strokeOf(seriesIndex)}
                        strokeWidth={1}
                      />
                    );
                  })}
                  {band >= 20 && (
                    <text x={left + band / 2} y={y(total) - 4} textAnchor="middle" fontSize={11} fill={INK}>
                      {numberText(total)}
                    </text>
                  )}
                </g>
              );
            })}
            <AxisLeft scale={y} numTicks={5} tickFormat={(value) => numberText(Number(value))} />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickFormat={shorten}
              tickLabelProps={() => ({ angle: -40, textAnchor: 'end', fontSize: 11, dy: '0.25em' })}
            />
          </Group>
        </svg>
      </ChartScroll>
      <Legend aria-hidden="true">
        {series.map((one, index) => (
          <LegendItem key={one.name}>
            <svg width={18} height={18} focusable="false">
              <rect x={1} y={1} width={16} height={16} fill={fillOf(prefix, index)} stroke={strokeOf(index)} />
            </svg>
            {one.name}
          </LegendItem>
        ))}
      </Legend>
      <VisuallyHidden>
        <DataTable title={title} labelHeader={labelHeader} series={series} labels={labels} />
      </VisuallyHidden>
    </ChartFigure>
  );
}
