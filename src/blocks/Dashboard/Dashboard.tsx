import { useId } from 'react';
import type { DashboardBlock as SampleDashboard } from '../../generated/content.ts';
import { Section } from '../../components/Section.tsx';
import { DashboardChart } from './DashboardChart.tsx';
import './Dashboard.css';

const trend = (change: string) => (change.startsWith('+') ? 'up' : 'down');

export default function Dashboard({ id, eyebrow, heading, intro, background, title, badge = 'Sample data', kpis, charts, note }: SampleDashboard) {
  const captionId = useId();
  return (
    <Section id={id} eyebrow={eyebrow} heading={heading} intro={intro} background={background} className="dashboard">
      {/* A figure, not a heading: the dashboard is an illustration inside the section. */}
      <figure className="dashboard__window" aria-labelledby={captionId}>
        <figcaption id={captionId} className="dashboard__bar">
          <span className="dashboard__dots" aria-hidden="true"><span /><span /><span /></span>
          <span className="dashboard__title">{title}</span>
          <span className="dashboard__badge">{badge}</span>
        </figcaption>
        <dl className="dashboard__kpis">
          {kpis.map((kpi, i) => (
            <div key={i} className="dashboard__kpi">
              <dt className="dashboard__kpi-label">{kpi.label}</dt>
              <dd className="dashboard__kpi-value">{kpi.value}</dd>
              {kpi.change && (
                <dd className={`dashboard__kpi-change dashboard__kpi-change--${trend(kpi.change)}`}>
                  <span aria-hidden="true">{trend(kpi.change) === 'up' ? '▲' : '▼'} </span>
                  <span className="visually-hidden">Change: </span>
                  {kpi.change}
                </dd>
              )}
            </div>
          ))}
        </dl>
        {charts && charts.length > 0 && (
          <div className={`dashboard__charts dashboard__charts--${charts.length}`}>
            {charts.map((chart, i) => <DashboardChart key={i} chart={chart} />)}
          </div>
        )}
      </figure>
      {note && <p className="dashboard__note">{note}</p>}
    </Section>
  );
}
