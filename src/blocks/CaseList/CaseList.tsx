import type { CaseListBlock } from '../../generated/content.ts';
import { Icon } from '../../components/Icon.tsx';
import { Section } from '../../components/Section.tsx';
import './CaseList.css';

export default function CaseList({ id, eyebrow, heading, intro, background, cases, note }: CaseListBlock) {
  const Title = heading ? 'h3' : 'h2';
  return (
    <Section id={id} eyebrow={eyebrow} heading={heading} intro={intro} background={background} className="case-list">
      <ul className="case-list__items" role="list">
        {cases.map((c, i) => (
          <li key={i} className="case-list__case">
            <div className="case-list__head">
              {c.icon && <span className="case-list__icon"><Icon name={c.icon} /></span>}
              <div>
                <Title className="case-list__industry">{c.industry}</Title>
                {c.client && <p className="case-list__client">{c.client}</p>}
              </div>
            </div>
            <dl className="case-list__story">
              <div><dt>Challenge</dt><dd>{c.challenge}</dd></div>
              <div><dt>Solution</dt><dd>{c.solution}</dd></div>
              <div className="case-list__result"><dt>Result</dt><dd>{c.result}</dd></div>
            </dl>
            {c.metrics && c.metrics.length > 0 && (
              <dl className="case-list__metrics">
                {c.metrics.map((m, j) => (
                  <div key={j} className="case-list__metric">
                    <dt>{m.label}</dt>
                    <dd>{m.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ul>
      {note && <p className="case-list__note">{note}</p>}
    </Section>
  );
}
