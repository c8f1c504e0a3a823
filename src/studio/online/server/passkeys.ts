import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { StudioError } from '../../server/http.ts';
import type { Person, Role } from './accounts.ts';
import type { Db } from './db.ts';
import { newSecret } from './tokens.ts';

/** Who the passkeys are for: the public origin (https://studio.example.com) and its host name. */
export interface RelyingParty { origin: string; rpID: string; name: string }

export interface NewPasskey { personId: string; id: string; publicKey: Uint8Array; counter: number; transports: string[] }

interface Ceremony { challenge: string; expires: number; personId?: string }

const CEREMONY_MS = 5 * 60_000;
const MAX_CEREMONIES = 10_000;

// Loaded at the first ceremony: the idle server keeps its memory for PGlite (its budget is 250 MB).
const webauthn = () => import('@simplewebauthn/server');

const refused = () => new StudioError(401, 'That passkey was not accepted. Try again, or use your recovery code.');

/**
 * Passkeys through SimpleWebAuthn (no crypto of our own): each ceremony's challenge is kept here for five
 * minutes under a random id the browser sends back, and used once.
 */
export class Passkeys {
  private ceremonies = new Map<string, Ceremony>();

  constructor(
    private db: Db,
    readonly rp: RelyingParty,
  ) {}

  private keep(challenge: string, personId?: string): string {
    const now = Date.now();
    for (const [id, c] of this.ceremonies) if (c.expires < now || this.ceremonies.size >= MAX_CEREMONIES) this.ceremonies.delete(id);
    const id = newSecret(16);
    this.ceremonies.set(id, { challenge, expires: now + CEREMONY_MS, personId });
    return id;
  }

  private take(id: unknown): Ceremony {
    const ceremony = typeof id === 'string' ? this.ceremonies.get(id) : undefined;
    if (typeof id === 'string') this.ceremonies.delete(id);
    if (!ceremony || ceremony.expires < Date.now()) throw new StudioError(400, 'The passkey request took too long. Try again.');
    return ceremony;
  }

  /** Options to make a passkey for a person (new from an invite, or adding a second one). */
  async registrationOptions(who: { id: string; email: string; name: string }): Promise<{ ceremony: string; options: unknown }> {
    const existing = await this.db.query<{ id: string; transports: string }>('select id, transports from passkeys where person_id = $1', [who.id]);
    const options = await (await webauthn()).generateRegistrationOptions({
      rpName: this.rp.name,
      rpID: this.rp.rpID,
      userName: who.email,
      userDisplayName: who.name,
      userID: new TextEncoder().encode(who.id),
      attestationType: 'none',
      excludeCredentials: existing.map((k) => ({ id: k.id, transports: k.transports ? k.transports.split(',') : undefined })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    return { ceremony: this.keep(options.challenge, who.id), options };
  }

  /** Checks a new passkey; `store` then keeps it (once its person exists). */
  async verifyRegistration(ceremonyId: unknown, response: unknown): Promise<NewPasskey> {
    const ceremony = this.take(ceremonyId);
    let verified;
    try {
      verified = await (await webauthn()).verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge: ceremony.challenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.rpID,
        requireUserVerification: false,
      });
    } catch {
      throw refused();
    }
    if (!verified.verified || !ceremony.personId) throw refused();
    const { credential } = verified.registrationInfo;
    return { personId: ceremony.personId, id: credential.id, publicKey: credential.publicKey, counter: credential.counter, transports: credential.transports ?? [] };
  }

  async store(key: NewPasskey): Promise<void> {
    await this.db.query('insert into passkeys (id, person_id, public_key, counter, transports) values ($1, $2, $3, $4, $5)', [
      key.id,
      key.personId,
      Buffer.from(key.publicKey),
      key.counter,
      key.transports.join(','),
    ]);
  }

  /** Options to sign in with any passkey of this site (discoverable: no email typed). */
  async authenticationOptions(): Promise<{ ceremony: string; options: unknown }> {
    const options = await (await webauthn()).generateAuthenticationOptions({ rpID: this.rp.rpID, userVerification: 'preferred' });
    return { ceremony: this.keep(options.challenge), options };
  }

  /** The credential id a sign-in names (for the per-account rate limit), before anything is checked. */
  static credentialOf(response: unknown): string {
    const id = (response as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? id.slice(0, 512) : '';
  }

  /** The person whose passkey signed this challenge, or a 401. */
  async authenticate(ceremonyId: unknown, response: unknown): Promise<Person> {
    const ceremony = this.take(ceremonyId);
    const id = Passkeys.credentialOf(response);
    const rows = await this.db.query<{ public_key: Uint8Array; counter: string | number; transports: string; person_id: string; name: string; email: string; role: Role }>(
      `select k.public_key, k.counter, k.transports, p.id as person_id, p.name, p.email, p.role
       from passkeys k join people p on p.id = k.person_id where k.id = $1 and p.removed_at is null`,
      [id],
    );
    const row = rows[0];
    if (!row) throw refused();
    let verified;
    try {
      verified = await (await webauthn()).verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge: ceremony.challenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.rpID,
        credential: { id, publicKey: new Uint8Array(row.public_key), counter: Number(row.counter), transports: row.transports ? row.transports.split(',') : undefined },
        requireUserVerification: false,
      });
    } catch {
      throw refused();
    }
    if (!verified.verified) throw refused();
    await this.db.query('update passkeys set counter = $2, last_used_at = now() where id = $1', [id, verified.authenticationInfo.newCounter]);
    return { id: row.person_id, name: row.name, email: row.email, role: row.role };
  }

  async count(personId: string): Promise<number> {
    return (await this.db.query('select 1 from passkeys where person_id = $1', [personId])).length;
  }
}
