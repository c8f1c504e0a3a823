/**
 * The review as one HTML file: pictures inside as data: addresses, no script, no request, so it
 * opens from disk or from a CI artifact anywhere. Headings per page, captions and alt texts for
 * screen readers; everything reachable by keyboard.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReviewPictures, ReviewReport } from '../types.ts';
import { anchorOf, GroupSection } from './PageSection.tsx';
import { REPORT_CSS } from './style.ts';
import { headingOf, NO_VISIBLE_CHANGE_LINE, summaryLine } from './words.ts';

const short = (sha: string) => sha.slice(0, 12);

function Words({ report }: { report: ReviewReport }) {
  const claims = new Map(report.claims.map((c) => [`${c.file}:${c.line ?? ''}:${c.sentence}`, c]));
  return (
    <>
      <h2 id="words">What changed, in words</h2>
      {report.everyPage.length > 0 && (
        <div className="every-page">
          <p>
            <strong>On every page:</strong>
          </p>
          <ul>
            {report.everyPage.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ul>
        </div>
      )}
      {/* Told by what each file is to an editor ("Figures and facts"), never by its name or line: the job
          summary and the annotations, which developers read beside the code, keep those. */}
      {report.files.map((f, n) => (
        <section key={f.file} aria-labelledby={`changed-${n}`}>
          <h3 id={`changed-${n}`}>{f.name}</h3>
          <ul>
            {f.changes.map((c, i) => {
              const claim = claims.get(`${f.file}:${c.line ?? ''}:${c.sentence}`);
              return (
                <li key={i}>
                  {c.sentence}
                  {claim && (
                    <>
                      <br />
                      Shown on: {claim.shownOn.length ? claim.shownOn.map((s) => `${s.name}${s.places.length ? ` (${s.places.join('; ')})` : ''}`).join(', ') : 'no page'}
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {!report.files.length && <p>No content file changed.</p>}
    </>
  );
}

export function ReportDocument({ report, pictures }: { report: ReviewReport; pictures: ReviewPictures }) {
  const pages = report.groups.flatMap((g) => g.pages);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`Review: ${report.head.label} compared with ${report.base.label}`}</title>
        <style>{REPORT_CSS}</style>
      </head>
      <body>
        <main>
          <h1>Review of a change</h1>
          <dl className="meta">
            <dt>New version</dt>
            {/* The commits are for developers (in the page's source), not words for the person approving. */}
            <dd data-commit={report.head.sha ? short(report.head.sha) : undefined}>{report.head.label}</dd>
            <dt>Compared with</dt>
            <dd data-commit={short(report.base.sha)}>{report.base.label}</dd>
          </dl>
          <p className="summary">{report.noVisibleChange ? NO_VISIBLE_CHANGE_LINE : summaryLine(report)}</p>
          {pages.length > 0 && (
            <nav aria-label="Pages in this review">
              <ul>
                {pages.map((p) => (
                  <li key={p.route}>
                    <a href={`#${anchorOf(p.route)}`}>{headingOf(p)}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <Words report={report} />
          {report.groups.length > 0 && <h2 id="pages">Pages, before and after</h2>}
          {report.groups.map((g) => (
            <GroupSection key={g.pages[0]!.route} group={g} pictures={pictures} />
          ))}
          {report.scriptsOnly.length > 0 && (
            <>
              <h2 id="scripts">Pages whose scripts changed, with nothing visible</h2>
              <ul>
                {report.scriptsOnly.map((s) => (
                  <li key={s.route}>
                    {s.name} ({s.route})
                  </li>
                ))}
              </ul>
            </>
          )}
        </main>
      </body>
    </html>
  );
}

export const reportHtml = (report: ReviewReport, pictures: ReviewPictures): string => `<!doctype html>\n${renderToStaticMarkup(<ReportDocument report={report} pictures={pictures} />)}\n`;
