/** The scores a page must reach (Lighthouse mobile defaults: simulated slow 4G and a 4x slower CPU). */
export const THRESHOLDS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
export type Category = keyof typeof THRESHOLDS;

export interface AuditResult {
  url: string;
  scores: Record<Category, number>;
  /** Failing audits of categories below their threshold, for the message. */
  failing: string[];
  /** Scripts Lighthouse finds mostly unused ("Reduce unused JavaScript"), by URL; a finding of any run counts. */
  unusedJavascript?: string[];
}

/** Median performance (the lower middle for an even count), the worst of every other category. */
export function combineRuns(results: AuditResult[]): AuditResult {
  if (!results.length) throw new Error('combineRuns needs at least one run');
  const byPerformance = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
  const scores = { ...median.scores };
  const failing = median.failing.filter((f) => f.startsWith('performance:'));
  for (const key of Object.keys(THRESHOLDS) as Category[]) {
    if (key === 'performance') continue;
    const worst = results.reduce((w, r) => (r.scores[key] < w.scores[key] ? r : w));
    scores[key] = worst.scores[key];
    failing.push(...worst.failing.filter((f) => f.startsWith(`${key}:`)));
  }
  const unused = results.flatMap((r) => r.unusedJavascript ?? []);
  return { url: median.url, scores, failing, ...(results.some((r) => r.unusedJavascript) ? { unusedJavascript: [...new Set(unused)] } : {}) };
}
