import { describe, expect, it, vi } from 'vitest';
import type { HostEngine } from '../../hosts/support/engine.ts';
import { withEngineFaults } from '../../hosts/support/engine-faults.ts';

const engine = (faultsUnderLoad?: string) => ({ name: 'engine', faultsUnderLoad }) as HostEngine;

// The hosts' browser checks forgive a local engine's known 5xx (wrangler pages dev) and nothing else.
describe('withEngineFaults', () => {
  it('tries again when a failed attempt saw the engine answer with a 5xx, and says so', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    let tries = 0;
    const result = await withEngineFaults(engine('a known bug'), 'the visit', async (faults) => {
      if (++tries === 1) {
        faults.push('500 for /assets/a.js');
        throw new Error('not enabled');
      }
      return 'sent';
    });
    expect([result, tries]).toEqual(['sent', 2]);
    expect(log.mock.calls[0]![0]).toMatch(/500 for \/assets\/a\.js.*a known bug/);
    log.mockRestore();
  });

  it('fails at once when no 5xx was seen, or the engine has no known fault', async () => {
    let tries = 0;
    await expect(withEngineFaults(engine('a known bug'), 'x', async () => (++tries, Promise.reject(new Error('broken'))))).rejects.toThrow('broken');
    await expect(withEngineFaults(engine(), 'x', async (f) => (++tries, f.push('500 for /'), Promise.reject(new Error('broken'))))).rejects.toThrow('broken');
    expect(tries).toBe(2);
  });

  it('gives up after three tries, and returns a failed result as it is', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    let tries = 0;
    const found = await withEngineFaults(engine('a known bug'), 'x', async (f) => (++tries, f.push('502 for /'), ['no hydration']), (r) => r.length > 0);
    expect([found, tries]).toEqual([['no hydration'], 3]);
    vi.restoreAllMocks();
  });
});
