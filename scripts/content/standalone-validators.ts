import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import { keepNewest, keepWhole } from '../build/keep-whole.ts';

/**
 * ajv validators compiled ahead as standalone code (ajv's own `standalone` module), kept in
 * node_modules/.cache/site-validators/<hash>.cjs, one file per schema. Compiling every schema costs
 * a good part of a second at each start of the build, the check and the Studio; loading the kept code
 * costs a few milliseconds. The hash covers ajv's version, the options and formats, every schema
 * the compiled one may $ref and the schema itself, so a changed schema gets a file of its own.
 * The code is ajv's, so its errors (paths, params, schema and parentSchema) are the same as a
 * validator compiled in the process: the worded messages built on them do not change.
 */

const here = createRequire(import.meta.url);
const CACHE_DIR = path.join(path.dirname(path.dirname(here.resolve('ajv/package.json'))), '.cache', 'site-validators');
const AJV_VERSION = (JSON.parse(readFileSync(here.resolve('ajv/package.json'), 'utf8')) as { version: string }).version;

export interface ValidatorCache {
  /** The validator for `schema` (its JSON text given), from the kept code or compiled and kept now. */
  get(schema: object, text: string): ValidateFunction;
}

/**
 * @param setup what every validator depends on besides its own schema: ajv's options, formats and
 *   the schema files it may $ref, as one string (it goes into every hash).
 * @param makeAjv the ajv to compile with when the code is not kept yet (made once, only then).
 */
export function validatorCache(setup: string, makeAjv: () => Ajv): ValidatorCache {
  const base = createHash('sha256').update(`ajv@${AJV_VERSION}\0${setup}\0`);
  let ajv: Ajv | undefined;
  return {
    get(schema, text) {
      const file = path.join(CACHE_DIR, `${base.copy().update(text).digest('hex').slice(0, 32)}.cjs`);
      const kept = load(file);
      if (kept) return kept;
      ajv ??= makeAjv();
      const fn = compileFresh(ajv, schema, text);
      // A kept file is only an optimisation: a read-only node_modules still builds.
      try {
        // Loaded here only: a build whose validators are all kept never needs it.
        const { default: standaloneCode } = here('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js');
        save(file, standaloneCode(ajv, fn));
      } catch {
        return fn;
      }
      return fn;
    },
  };
}

function compileFresh(ajv: Ajv, schema: object, text: string): ValidateFunction {
  const id = (schema as { $id?: unknown }).$id;
  const registered = typeof id === 'string' ? ajv.getSchema(id) : undefined;
  if (registered && JSON.stringify(registered.schema) === text) return registered;
  // A schema outside the set (the blog's) may have changed since it was first compiled.
  if (typeof id === 'string' && registered) ajv.removeSchema(id);
  return ajv.compile(schema);
}

function load(file: string): ValidateFunction | undefined {
  try {
    return here(file) as ValidateFunction;
  } catch {
    // Not kept yet (or unreadable): compiled again and written over.
    return undefined;
  }
}

/** Written whole (keepWhole), so a build running alongside never reads half a file. */
function save(file: string, code: string): void {
  keepWhole(file, code);
  keepNewest(CACHE_DIR, '.cjs', KEEP);
}

// Each change to a schema leaves a file behind; a new one is written only then, so this is rare.
const KEEP = 400;

