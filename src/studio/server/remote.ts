/**
 * The page where a pushed branch becomes a review (a pull request on GitHub, a merge request on
 * GitLab), worked out from the remote's address as git has it: https://host/owner/repo(.git),
 * git@host:owner/repo(.git) or ssh://git@host(:port)/owner/repo(.git). Pure, so it is tested alone.
 */
export interface RemoteRepo {
  host: string;
  /** owner/repo, or group/subgroup/repo on GitLab. */
  project: string;
  kind: 'github' | 'gitlab' | 'other';
}

export function parseRemote(url: string): RemoteRepo | undefined {
  const trimmed = url.trim();
  let host: string | undefined;
  let project: string | undefined;
  const scp = /^(?:[\w.-]+@)?([\w.-]+):(?!\/\/)(.+)$/.exec(trimmed);
  if (/^(https?|ssh|git):\/\//.test(trimmed)) {
    let parsed: URL;
    try {
      parsed = new URL(trimmed);
    } catch {
      return undefined;
    }
    host = parsed.hostname;
    project = decodeURIComponent(parsed.pathname);
  } else if (scp && !/^[a-zA-Z]:[\\/]/.test(trimmed)) {
    host = scp[1];
    project = scp[2];
  }
  if (!host || !project) return undefined;
  project = project.replace(/^\/+|\/+$/g, '').replace(/\.git$/, '');
  if (!project.includes('/')) return undefined;
  const kind = /(^|\.)github\.com$|github/i.test(host) ? 'github' : /gitlab/i.test(host) ? 'gitlab' : 'other';
  return { host, project, kind };
}

/** The compare page that opens a review of `branch` into `into`, or undefined for a host it cannot name. */
export function reviewUrl(remoteUrl: string, branch: string, into: string): string | undefined {
  const repo = parseRemote(remoteUrl);
  if (!repo) return undefined;
  const base = `https://${repo.host}/${repo.project}`;
  if (repo.kind === 'github') return `${base}/compare/${encodeURIComponent(into)}...${encodeURIComponent(branch)}?expand=1`;
  if (repo.kind === 'gitlab') {
    const query = new URLSearchParams({ 'merge_request[source_branch]': branch, 'merge_request[target_branch]': into });
    return `${base}/-/merge_requests/new?${query.toString()}`;
  }
  return undefined;
}
