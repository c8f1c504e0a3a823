/** The Studio online's git workflow (SEAMS.md): the server's clone, people's workspaces, previews, publish and undo. */
export { openSiteRepo, type SiteRepo } from './site-repo.ts';
export { createPreviews, type Previews, type PreviewOptions } from './previews.ts';
export { gitRoutes, type GitRoute } from './routes.ts';
export { httpsTokenEnv, sshKeyEnv } from './credentials.ts';
export type { Author, Person, PreviewInfo, PublishedChange, SiteRepoOptions, WaitingChange } from './types.ts';
export type { ReviewState } from './preview-review.ts';
