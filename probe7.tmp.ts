import { loadContent } from './scripts/content/load.ts';
import { formatProblems } from './scripts/content/problem.ts';
const c = loadContent('tests/fixtures/faq-answer-not-allowed', 'schemas');
console.log(formatProblems(c.problems, c.sources), JSON.stringify(c.problems));
