import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'
import { vars } from '~/styles/theme.css'
import * as styles from './analytics-chart.css'

export interface AnalyticsDay {
  date: string
  views: number
  shares: number
  connections: number
}

/**
 * Fixed sizes, so the chart renders on the server too (ResponsiveContainer measures in the browser):
 * one drawn for phones, tablets and desktops, CSS shows the one that fits and scales it to the
 * column (recharts gives the SVG a viewBox), so the axis text stays readable at both widths.
 */
const SIZES = [
  { width: 360, height: 220, className: styles.narrow, tickEvery: 7 },
  { width: 760, height: 260, className: styles.medium, tickEvery: 4 },
  { width: 1120, height: 300, className: styles.wide, tickEvery: 3 },
] as const

const SERIES = [
  { key: 'views', label: 'Views', className: styles.views, color: vars.color.accent },
  { key: 'shares', label: 'Shares', className: styles.shares, color: vars.color.focus },
  { key: 'connections', label: 'Connections', className: styles.connections, color: vars.color.text },
] as const

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`))

const total = (series: AnalyticsDay[], key: (typeof SERIES)[number]['key']) =>
  series.reduce((sum, day) => sum + day[key], 0)

/**
 * Views, shares and connections per day over the series, as a line chart with the same numbers in a
 * table for screen readers and anyone who wants the figures. Colours come from the theme (CSS classes).
 */
export function AnalyticsChart({ series }: { series: AnalyticsDay[] }) {
  const first = series[0]
  const last = series.at(-1)
  const range = first && last ? `${formatDay(first.date)} to ${formatDay(last.date)}` : 'the last 30 days'
  const summary = `Over ${range}: ${SERIES.map(({ key, label }) => `${total(series, key)} ${label.toLowerCase()}`).join(', ')}.`
  return (
    <figure className={styles.figure} aria-labelledby="activity-caption">
      <figcaption id="activity-caption" className={styles.caption}>
        Activity per day, {range}
      </figcaption>
      <ul className={styles.legend} aria-hidden="true">
        {SERIES.map(({ key, label, className }) => (
          <li key={key} className={styles.legendItem}>
            <span className={`${styles.swatch} ${className}`} />
            {label}
          </li>
        ))}
      </ul>
      <div className={styles.chart} role="img" aria-label={summary}>
        {SIZES.map(({ width, height, className, tickEvery }) => (
          <div key={width} className={className}>
            <LineChart
              id={`activity-chart-${width}`}
              width={width}
              height={height}
              data={series}
              margin={{ top: 8, right: 16, bottom: 0, left: -16 }}
            >
              <CartesianGrid className={styles.grid} vertical={false} />
              <XAxis
                dataKey="date"
                tickFormatter={formatDay}
                className={styles.axis}
                // A fixed step, not one measured from the text: the server cannot measure text, and
                // the browser must draw the same ticks or hydration fails.
                interval={tickEvery - 1}
                tickLine={false}
              />
              <YAxis allowDecimals={false} className={styles.axis} tickLine={false} axisLine={false} />
              <Tooltip
                labelFormatter={(date) => formatDay(String(date))}
                contentStyle={{
                  background: vars.color.surfaceRaised,
                  border: `1px solid ${vars.color.border}`,
                  borderRadius: '8px',
                  color: vars.color.text,
                }}
                cursor={{ stroke: vars.color.border }}
              />
              {SERIES.map(({ key, label, className, color }) => (
                <Line
                  key={key}
                  type="monotone"
                  dataKey={key}
                  name={label}
                  className={className}
                  stroke={color}
                  dot={false}
                  strokeWidth={2.5}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </div>
        ))}
      </div>
      <details className={styles.details}>
        <summary className={styles.summary}>The numbers by day</summary>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.visuallyHidden}>Views, shares and connections per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {SERIES.map(({ key, label }) => (
                  <th key={key} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {series.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{formatDay(day.date)}</th>
                  {SERIES.map(({ key }) => (
                    <td key={key}>{day[key]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
