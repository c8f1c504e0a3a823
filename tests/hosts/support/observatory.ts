import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHECKERS, installEngine } from './install.ts';

/**
 * Mozilla's HTTP Observatory grading the answers an engine sent, with the package's own tests and
 * grader (@mdn/mdn-http-observatory, installed on first use into the cache with install scripts off).
 * Its `scan()` fetches http:// and https:// of a host name on ports 80 and 443 itself; the engines answer
 * on a loopback port, so the test fetches and hands the Observatory the same answers its retriever would
 * have made of them (the page as the https answer of the site's public address, the CORS preflight, the
 * plain-http answer where the engine has one). The score is summed exactly as its scanner sums it.
 */

/** What one address answered, fetched by the test. */
export interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

export interface Scanned {
  /** The public address graded (the sitemap's URL of the page). */
  address: string;
  page: Answer;
  /** The answer to an OPTIONS preflight from the Observatory's own origin. */
  cors: Answer;
  /**
   * The chain from http:// to the final https:// address where the engine serves plain http (nginx's port-80
   * server); null where the host's platform does it outside its local engine (Cloudflare, Netlify), which the
   * Observatory grades as "no http to redirect" (the same 0 points as a redirect to https).
   */
  http: { first: Answer; chain: { url: string; status: number }[] } | null;
}

export interface Graded {
  grade: string;
  score: number;
  /** Each test that took points off or did not pass: its name, result and the Observatory's own description. */
  findings: string[];
}

// The Observatory is plain JavaScript loaded from the cache at run time: no types to import.
type Module = Record<string, any>;

export async function loadObservatory(): Promise<{ version: string; grade: (scanned: Scanned) => Graded }> {
  const { dir, version } = await installEngine('observatory', '@mdn/mdn-http-observatory', CHECKERS);
  // Its postinstall downloads Chromium's HSTS preload list from GitHub (unreachable here), so the package
  // arrives without it. The site does not ask to be preloaded (README "Deploying"), so its host is on no
  // such list: an empty one answers every question about it the same (a preloaded host only earns credit).
  const preload = path.join(dir, 'node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
  const load = (file: string): Promise<Module> => import(pathToFileURL(path.join(dir, 'node_modules', file)).href);
  const src = '@mdn/mdn-http-observatory/src';
  const [constants, grader, charts, types, retrieverUtils, config, axios] = await Promise.all([
    load(`${src}/constants.js`), load(`${src}/grader/grader.js`), load(`${src}/grader/charts.js`), load(`${src}/types.js`),
    load(`${src}/retriever/utils.js`), load(`${src}/config.js`), load('axios/index.js'),
  ]);
  const axiosResponse = (answer: Answer, url: string, requestHeaders: Record<string, string> = {}) => ({
    status: answer.status,
    statusText: '',
    // As axios on Node reads them: a name sent twice arrives once, its values joined by ", ".
    headers: new axios.AxiosHeaders(Object.fromEntries(answer.headers)),
    data: answer.body,
    config: { url },
    request: { headers: requestHeaders },
    verified: true,
  });

  const grade = ({ address, page, cors, http }: Scanned): Graded => {
    const url = new URL(address);
    const requests = new types.Requests(url.hostname);
    const auto = { ...axiosResponse(page, address), httpEquiv: undefined as unknown };
    const type = page.headers.get('content-type')?.split(';')[0] ?? '';
    auto.httpEquiv = types.HTML_TYPES.has(type) ? retrieverUtils.parseHttpEquivHeaders(page.body, address) : new Map();
    requests.responses.auto = auto;
    requests.responses.https = auto;
    requests.responses.cors = axiosResponse(cors, address, { Origin: config.CONFIG.retriever.corsOrigin });
    if (http) {
      requests.responses.http = axiosResponse(http.first, http.chain[0]!.url);
      requests.responses.httpRedirects = http.chain.map((c) => ({ url: new URL(c.url), status: c.status }));
    }
    requests.responses.httpsRedirects = requests.responses.httpRedirects;
    requests.resources.path = page.body;
    requests.session = { url, redirectHistory: [{ url, status: page.status }] };

    // The Observatory's scanner (src/scanner/index.js), after its retrieval: every test, then the sum.
    const results: Module[] = constants.ALL_TESTS.map((test: (r: unknown) => Module) => test(requests));
    let withExtraCredit = 100;
    let uncurved = 100;
    const findings: string[] = [];
    for (const result of results) {
      if (!result.result) continue;
      result.scoreDescription = grader.getScoreDescription(result.result);
      result.scoreModifier = grader.getScoreModifier(result.result);
      withExtraCredit += result.scoreModifier;
      if (result.scoreModifier < 0) uncurved += result.scoreModifier;
      if (result.scoreModifier < 0 || !result.pass) findings.push(`${result.constructor.name} ${result.result} (${result.scoreModifier}): ${result.scoreDescription}`);
    }
    const final = grader.getGradeForScore(uncurved >= charts.MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
    return { grade: final.grade, score: final.score, findings };
  };
  return { version, grade };
}
