import path from 'node:path';
import { parseArgs } from 'node:util';
import { inviteLink } from './auth-routes.ts';
import { readSettings } from './settings.ts';
import { openAccounts } from './server.ts';

// npm run studio:invite -- <email> --role admin|publisher|editor
const root = path.resolve(import.meta.dirname, '../../../..');
try {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { role: { type: 'string', default: 'editor' } } });
  if (positionals.length !== 1) throw new Error('Give one email address: npm run studio:invite -- name@example.com --role editor');
  const settings = readSettings(root);
  const { db, accounts } = await openAccounts(settings);
  const invite = await accounts.invite(positionals[0], values.role, null, settings.inviteDays);
  await db.close();
  console.log(`Invite for ${invite.email} as ${invite.role}, until ${invite.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC (works once):\n  ${inviteLink(settings.origin, invite.token)}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
