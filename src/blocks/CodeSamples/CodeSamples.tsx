import { useRef } from 'react';
import type { CodeSample, CodeSamplesBlock } from '../../generated/content.ts';
import { Section } from '../../components/Section.tsx';
import { CopyButton } from './CopyButton.tsx';
import './CodeSamples.css';

function Sample({ sample, titleTag: Title }: { sample: CodeSample; titleTag: 'h2' | 'h3' }) {
  const code = useRef<HTMLElement>(null);
  const tokens = sample.highlighted ?? [{ kind: 'plain', text: sample.code }];
  return (
    <li className="code-samples__item">
      <div className="code-samples__text">
        <Title className="code-samples__title">{sample.title}</Title>
        {sample.endpoint && <p className="code-samples__endpoint"><code>{sample.endpoint}</code></p>}
        {sample.description && <p className="code-samples__description">{sample.description}</p>}
        {sample.fields && sample.fields.length > 0 && (
          <dl className="code-samples__fields">
            {sample.fields.map((f, i) => (
              <div key={i}>
                <dt><code>{f.name}</code></dt>
                <dd>{f.text}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <div className="code-samples__panel">
        <div className="code-samples__bar">
          <span className="code-samples__language">{sample.language.toUpperCase()}</span>
          {/* In the prerendered page too: the first click wakes the block and copies (hidden when scripts are off). */}
          <CopyButton text={sample.code} what={sample.title} target={code} />
        </div>
        {/* Focusable so that keyboard users can scroll long lines sideways. */}
        <pre className="code-samples__code" tabIndex={0} role="region" aria-label={`${sample.title} example, ${sample.language.toUpperCase()}`}>
          <code ref={code}>
            {tokens.map((t, i) => (t.kind === 'plain' ? t.text : <span key={i} className={`tok-${t.kind}`}>{t.text}</span>))}
          </code>
        </pre>
      </div>
    </li>
  );
}

export default function CodeSamples({ id, eyebrow, heading, intro, background, samples }: CodeSamplesBlock) {
  return (
    <Section id={id} eyebrow={eyebrow} heading={heading} intro={intro} background={background} className="code-samples">
      <ul className="code-samples__list" role="list">
        {samples.map((s, i) => <Sample key={i} sample={s} titleTag={heading ? 'h3' : 'h2'} />)}
      </ul>
    </Section>
  );
}
