import type { DashboardChart as Chart } from '../../generated/content.ts';

const display = (chart: Chart, value: number) => `${chart.prefix ?? ''}${value.toLocaleString('en-US')}${chart.suffix ?? ''}`;

/** One chart drawn with plain boxes; the drawing is hidden from screen readers, which read the table instead. */
export function DashboardChart({ chart }: { chart: Chart }) {
  const style = chart.style ?? 'columns';
  const max = Math.max(...chart.bars.map((b) => b.value), 1);
  const share = (value: number) => `${Math.max((value / max) * 100, 2).toFixed(1)}%`;
  return (
    <div className={`dashboard-chart dashboard-chart--${style}`}>
      <p className="dashboard-chart__title" aria-hidden="true">{chart.title}</p>
      <div className="dashboard-chart__plot" aria-hidden="true">
        {chart.bars.map((bar, i) => (
          <div key={i} className="dashboard-chart__bar">
            <span className="dashboard-chart__label">{bar.label}</span>
            <span className="dashboard-chart__track">
              <span className="dashboard-chart__fill" style={{ [style === 'bars' ? 'width' : 'height']: share(bar.value) }} />
            </span>
            <span className="dashboard-chart__value">{display(chart, bar.value)}</span>
          </div>
        ))}
      </div>
      <table className="visually-hidden">
        <caption>{chart.title}</caption>
        <thead>
          <tr><th scope="col">Item</th><th scope="col">Value</th></tr>
        </thead>
        <tbody>
          {chart.bars.map((bar, i) => (
            <tr key={i}><th scope="row">{bar.label}</th><td>{display(chart, bar.value)}</td></tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
