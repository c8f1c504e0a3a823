import type { ComparisonBlock } from '../../generated/content.ts';
import { Icon } from '../../components/Icon.tsx';
import { Section } from '../../components/Section.tsx';
import './Comparison.css';

export default function Comparison({ id, eyebrow, heading, intro, background, problem, solution }: ComparisonBlock) {
  const Title = heading ? 'h3' : 'h2';
  const columns = [
    { side: problem, tone: 'problem', icon: 'x' as const },
    { side: solution, tone: 'solution', icon: 'check' as const },
  ];
  return (
    <Section id={id} eyebrow={eyebrow} heading={heading} intro={intro} background={background} className="comparison">
      <div className="comparison__grid">
        {columns.map(({ side, tone, icon }) => (
          <div key={tone} className={`comparison__column comparison__column--${tone}`}>
            <Title className="comparison__title">
              <span className="comparison__badge"><Icon name={icon} size={18} /></span>
              {side.title}
            </Title>
            <ul className="comparison__points" role="list">
              {side.points.map((point, i) => (
                <li key={i} className="comparison__point">
                  <Icon name={icon} size={18} className="comparison__mark" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
