/** One page (or a group of pages changed the same way) in the HTML report. */
import type { PageGroup, PageReview, PictureRef, ReviewPictures, Snippet, WidthReview } from '../types.ts';
import { headingOf, pageLead, sizeChange, textChangeLine, textsNeedSaying } from './words.ts';

export const anchorOf = (route: string): string => `page-${route === '/' ? 'home' : route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`;

function Picture({ picture, pictures, caption }: { picture: PictureRef; pictures: ReviewPictures; caption: string }) {
  const data = pictures.get(picture.id);
  if (!data) return null;
  return (
    <figure>
      <img src={`data:${data.type};base64,${data.base64}`} alt={picture.alt} width={picture.width} height={picture.height} decoding="async" />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

function SearchResult({ snippet, caption }: { snippet: Snippet; caption: string }) {
  return (
    <figure className="snippet">
      <p className="url">{snippet.url}</p>
      <p className="title">{snippet.title}</p>
      <p className="description">{snippet.description}</p>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

function Width({ page, w, pictures }: { page: PageReview; w: WidthReview; pictures: ReviewPictures }) {
  const title = `${page.name} at ${w.width} px wide`;
  if (page.status === 'changed' && w.changedPixels === 0) {
    return (
      <>
        <h4>{title}</h4>
        <p>Nothing differs in the picture at this width.</p>
      </>
    );
  }
  const whole = (
    <div className="pair">
      {w.before && <Picture picture={w.before} pictures={pictures} caption={`Before (${w.width} px)`} />}
      {w.after && <Picture picture={w.after} pictures={pictures} caption={`After (${w.width} px)${w.boxes.length ? ', changes framed in red' : ''}`} />}
    </div>
  );
  return (
    <>
      <h4>{title}</h4>
      {page.status === 'changed' && (
        <p>
          {w.changedPixels.toLocaleString('en')} pixels differ, in {w.boxes.length === 1 ? 'one region' : `${w.boxes.length} regions`}.
        </p>
      )}
      {w.closeUps.map((c, i) => (
        <div className="pair" key={i}>
          {c.before && <Picture picture={c.before} pictures={pictures} caption={`Close-up ${i + 1}, before`} />}
          {c.after && <Picture picture={c.after} pictures={pictures} caption={`Close-up ${i + 1}, after`} />}
        </div>
      ))}
      {w.closeUps.length ? (
        <details>
          <summary>The whole page at {w.width} px, before and after</summary>
          {whole}
        </details>
      ) : (
        whole
      )}
      {w.diff && (
        <details>
          <summary>The difference picture at {w.width} px</summary>
          <Picture picture={w.diff} pictures={pictures} caption="Changed pixels in red over a faded copy of the page" />
        </details>
      )}
    </>
  );
}

function Sizes({ pages }: { pages: PageReview[] }) {
  const named = pages.length > 1;
  return (
    <table className="sizes">
      <caption className="note">Weight of the page{named ? 's' : ''} (gzipped)</caption>
      <thead>
        <tr>
          {named && <th scope="col">Page</th>}
          <th scope="col">First-load JavaScript</th>
          <th scope="col">HTML</th>
        </tr>
      </thead>
      <tbody>
        {pages.map((p) => (
          <tr key={p.route}>
            {named && <th scope="row">{p.name}</th>}
            <td>{sizeChange(p.js)}</td>
            <td>{sizeChange(p.html)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Facts({ page }: { page: PageReview }) {
  const lead = pageLead(page);
  return (
    <>
      {lead.length > 0 && (
        <ul>
          {lead.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
      {textsNeedSaying(page) && <p>No content file says why: the site&apos;s code or another page changed these texts.</p>}
      {page.texts.length > 0 && (
        <details open={textsNeedSaying(page)}>
          <summary>Texts on the page that changed ({page.texts.length})</summary>
          <ul>
            {page.texts.map((t, i) => (
              <li key={i}>{textChangeLine(t)}</li>
            ))}
          </ul>
        </details>
      )}
      {page.search && (
        <>
          <h4>In search results</h4>
          <div className="snippets">
            {page.search.before && <SearchResult snippet={page.search.before} caption="Before" />}
            {page.search.after && <SearchResult snippet={page.search.after} caption="After" />}
          </div>
        </>
      )}
      {page.head.length > 0 && (
        <>
          <h4>For search engines and social networks</h4>
          <ul>
            {page.head.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {page.brokenLinks.length > 0 && (
        <>
          <h4 className="broken">Links that now lead nowhere</h4>
          <ul>
            {page.brokenLinks.map((l) => (
              <li key={l.href}>
                &ldquo;{l.text}&rdquo; → <code>{l.href}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

export function GroupSection({ group, pictures }: { group: PageGroup; pictures: ReviewPictures }) {
  const [first] = group.pages;
  const shown = group.pages.filter((p) => group.pictured.includes(p.route));
  if (group.pages.length === 1) {
    return (
      <section className="page" id={anchorOf(first!.route)} aria-labelledby={`${anchorOf(first!.route)}-h`}>
        <h3 id={`${anchorOf(first!.route)}-h`}>{headingOf(first!)}</h3>
        <Facts page={first!} />
        <Sizes pages={[first!]} />
        {first!.pictures.map((w) => (
          <Width key={w.width} page={first!} w={w} pictures={pictures} />
        ))}
      </section>
    );
  }
  return (
    <section className="page" id={anchorOf(first!.route)} aria-labelledby={`${anchorOf(first!.route)}-h`}>
      <h3 id={`${anchorOf(first!.route)}-h`}>The same change on {group.pages.length} pages</h3>
      <p>
        {group.pages.map((p, i) => (
          <span key={p.route} id={i ? anchorOf(p.route) : undefined}>
            {i ? ', ' : ''}
            {p.name} (<code>{p.route}</code>)
          </span>
        ))}
      </p>
      <Facts page={first!} />
      <Sizes pages={group.pages} />
      <p>Pictures of {shown.map((p) => p.name).join(' and ')}; the other pages change the same way.</p>
      {shown.map((page) => (
        <div key={page.route}>
          {page.pictures.map((w) => (
            <Width key={w.width} page={page} w={w} pictures={pictures} />
          ))}
        </div>
      ))}
    </section>
  );
}
