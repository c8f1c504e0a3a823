import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm run bench -- --studio`: the Studio online's budgets (issue 29), measured where they are tested: the
 * whole flow through the real `npm run studio:serve` on a real git server (tests/studio-online/publish-flow.test.ts)
 * writes what it measured (idle memory, the first preview, a one-page change's preview, a publish pushed) to a
 * file; this prints it as a table. The test fails when a budget is missed, and so does this.
 */
export async function benchStudio(root: string): Promise<number> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-bench-'));
  const report = path.join(dir, 'budgets.txt');
  try {
    console.log('Measuring the Studio online (the publish flow test: studio:serve, a git server, Chromium; a few minutes)…');
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'studio-online', 'tests/studio-online/publish-flow.test.ts'], {
        cwd: root,
        env: { ...process.env, STUDIO_BENCH_REPORT: report },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child.on('error', reject);
      child.on('close', resolve);
    });
    const lines = existsSync(report) ? readFileSync(report, 'utf8').trim().split('\n').filter(Boolean) : [];
    console.log('\n| the Studio online | measured |\n|---|---|');
    for (const line of lines) {
      const [name, figure] = line.split(/: (.+)/) as [string, string];
      console.log(`| ${name} | ${figure} |`);
    }
    console.log(`\nNode ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end.`);
    if (code !== 0) console.log('The flow test failed (a budget missed, or a step): run it alone to see why.');
    return code === 0 && lines.length ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
