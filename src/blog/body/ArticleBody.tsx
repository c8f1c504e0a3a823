import { useMemo } from 'react';
import { renderMarkdown } from './markdown.tsx';
import './ArticleBody.css';

/** An article's text, rendered from its simple markdown. */
export function ArticleBody({ content }: { content: string }) {
  const body = useMemo(() => renderMarkdown(content), [content]);
  return <div className="article-body">{body}</div>;
}
