import { SmartLink } from '../../components/SmartLink.tsx';

/** The screen for a post that is not there, not published, or failed to load. */
export function ArticleMissing({ heading, text, backLabel, reason }: { heading: string; text: string; backLabel: string; reason: string }) {
  return (
    <section className="section blog-article-missing" data-reason={reason}>
      <div className="container blog-article-missing__inner">
        <h1>{heading}</h1>
        <p>{text}</p>
        <SmartLink className="button button--primary" href="/blog">
          <span aria-hidden="true">←</span> {backLabel}
        </SmartLink>
      </div>
    </section>
  );
}
