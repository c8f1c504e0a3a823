import { describe, expect, it } from 'vitest';
import { parseRemote, reviewUrl } from './remote.ts';

describe('the review page of a pushed branch', () => {
  it.each([
    ['https://github.com/acme/site.git', 'https://github.com/acme/site/compare/main...studio%2Fnew-prices?expand=1'],
    ['https://github.com/acme/site', 'https://github.com/acme/site/compare/main...studio%2Fnew-prices?expand=1'],
    ['git@github.com:acme/site.git', 'https://github.com/acme/site/compare/main...studio%2Fnew-prices?expand=1'],
    ['ssh://git@github.com/acme/site.git', 'https://github.com/acme/site/compare/main...studio%2Fnew-prices?expand=1'],
    ['https://user:token@github.com/acme/site.git', 'https://github.com/acme/site/compare/main...studio%2Fnew-prices?expand=1'],
    ['https://gitlab.com/acme/web/site.git', 'https://gitlab.com/acme/web/site/-/merge_requests/new?merge_request%5Bsource_branch%5D=studio%2Fnew-prices&merge_request%5Btarget_branch%5D=main'],
    ['git@gitlab.example.org:acme/site.git', 'https://gitlab.example.org/acme/site/-/merge_requests/new?merge_request%5Bsource_branch%5D=studio%2Fnew-prices&merge_request%5Btarget_branch%5D=main'],
    ['ssh://git@gitlab.com:2222/acme/site.git', 'https://gitlab.com/acme/site/-/merge_requests/new?merge_request%5Bsource_branch%5D=studio%2Fnew-prices&merge_request%5Btarget_branch%5D=main'],
  ])('%s', (remote, expected) => {
    expect(reviewUrl(remote, 'studio/new-prices', 'main')).toBe(expected);
  });

  it('names no page for a host it does not know, a folder or nonsense', () => {
    expect(reviewUrl('https://git.example.com/acme/site.git', 'b', 'main')).toBeUndefined();
    expect(parseRemote('https://git.example.com/acme/site.git')).toEqual({ host: 'git.example.com', project: 'acme/site', kind: 'other' });
    expect(reviewUrl('/tmp/remote.git', 'b', 'main')).toBeUndefined();
    expect(reviewUrl('C:\\repos\\site.git', 'b', 'main')).toBeUndefined();
    expect(reviewUrl('file:///tmp/remote.git', 'b', 'main')).toBeUndefined();
    expect(reviewUrl('not a url', 'b', 'main')).toBeUndefined();
  });
});
