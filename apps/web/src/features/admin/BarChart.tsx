import { useId } from 'react';
import type { Series } from './dashboard-data';

/** Series colours: distinct on the night background, in the order series are listed. */
const COLOURS = ['#e2b857', '#8ec5ff', '#c59bff', '#7fd1a8', '#ff9f80', '#f5e6a8'];

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 56 };

/**
 * A stacked bar per day, drawn as inline SVG (no chart library, nothing from another host). For screen
 * readers it is one image with a title and a description that states the totals; the exact numbers are
 * in the table beside it.
 */
export function BarChart({
  title,
  description,
  days,
  series,
  formatValue,
}: {
  title: string;
  description: string;
  days: string[];
  series: Series[];
  formatValue: (value: number) => string;
}) {
  const id = useId();
  const totals = days.map((_, i) => series.reduce((total, s) => total + (s.values[i] ?? 0), 0));
  const max = Math.max(0, ...totals);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(1, slot * 0.72);
  const y = (value: number) => (max === 0 ? 0 : (value / max) * plotHeight);
  const labelled = days.length <= 1 ? [0] : [0, Math.floor((days.length - 1) / 2), days.length - 1];

  return (
    <figure className="dashboard-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="dashboard-chart__svg"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <g aria-hidden="true">
          {[0, max].map((value, i) => (
            <g key={i}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={PAD.top + plotHeight - y(value)}
                y2={PAD.top + plotHeight - y(value)}
                className="dashboard-chart__grid"
              />
              <text x={PAD.left - 6} y={PAD.top + plotHeight - y(value) + 4} textAnchor="end">
                {formatValue(value)}
              </text>
            </g>
          ))}
          {days.map((day, i) => (
            <DayBar
              key={day}
              series={series}
              day={i}
              x={PAD.left + i * slot + (slot - barWidth) / 2}
              width={barWidth}
              y={y}
            />
          ))}
          {labelled.map((i) => (
            <text
              key={i}
              x={PAD.left + i * slot + slot / 2}
              y={HEIGHT - 8}
              textAnchor={i === 0 && days.length > 1 ? 'start' : i === days.length - 1 && i > 0 ? 'end' : 'middle'}
            >
              {days[i]}
            </text>
          ))}
        </g>
      </svg>
      {series.length > 1 && <Legend title={title} series={series} />}
    </figure>
  );
}

// The bottom of the plot, where every bar stands.
const BASELINE = HEIGHT - PAD.bottom;

/** One day's stacked bar: each series' value on top of the ones before it. */
function DayBar({
  series,
  day,
  x,
  width,
  y,
}: {
  series: Series[];
  day: number;
  x: number;
  width: number;
  y: (value: number) => number;
}) {
  let base = 0;
  return (
    <g>
      {series.map((s, k) => {
        const value = s.values[day] ?? 0;
        if (value <= 0) return null;
        const height = y(value);
        const rect = (
          <rect
            key={s.label}
            x={x}
            y={BASELINE - base - height}
            width={width}
            height={height}
            fill={COLOURS[k % COLOURS.length]}
          />
        );
        base += height;
        return rect;
      })}
    </g>
  );
}

/** Which colour is which series. */
function Legend({ title, series }: { title: string; series: Series[] }) {
  return (
    <figcaption>
      <ul className="dashboard-chart__legend" aria-label={`${title}: colours`}>
        {series.map((s, k) => (
          <li key={s.label}>
            <svg className="dashboard-chart__swatch" viewBox="0 0 10 10" aria-hidden="true">
              <rect width="10" height="10" fill={COLOURS[k % COLOURS.length]} />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
    </figcaption>
  );
}
