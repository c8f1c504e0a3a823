import { useMemo } from 'react';
import { api } from '../api/client.ts';
import { ApiError } from '../api/types.ts';
import type { FormContext } from '../forms/context.ts';
import type { ClaimValues } from '../text/claimDom.ts';
import type { Files } from './useFiles.ts';
import type { Target } from './useGoTo.ts';
import type { useUploads } from './useUploads.ts';

/** A new picture, or one that replaced the site's picture of that name (never removed again). */
async function uploadPicture(file: File) {
  try {
    return { stored: await api.upload(file, file.name, false), replaced: false };
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 409) throw err;
    if (!window.confirm(`The site already has a picture called ${file.name}. Replace it with this one everywhere it is used?`)) return { stored: null, replaced: false };
    return { stored: await api.upload(file, file.name, true), replaced: true };
  }
}

const CLAIMS_FILE = 'content/claims.yaml';

/** What the form's own widgets need: the site's addresses and files, uploads, the claims, undo. */
export function useFormContext(
  files: Files,
  claimValues: ClaimValues,
  goTo: (target: Target) => void,
  studio: { undo: () => void; redo: () => void },
  uploads: ReturnType<typeof useUploads>,
  current: string | undefined,
): FormContext {
  return useMemo(
    () => ({
      routes: files.list?.routes.map((route) => ({ route, title: files.entries.find((e) => e.address === route)?.title })) ?? [],
      publicFiles: files.list?.publicFiles ?? [],
      upload: async (file: File) => {
        const { stored, replaced } = await uploadPicture(file);
        if (stored && !replaced && current) uploads.track(current, stored.path, file);
        await files.refresh();
        return stored;
      },
      claims: claimValues,
      openClaim: (id: string) => {
        const kind = claimValues.get(id)?.kind ?? 'figure';
        goTo({ file: CLAIMS_FILE, path: [kind === 'figure' ? 'figures' : 'facts', id, 'value'] });
      },
      undo: studio.undo,
      redo: studio.redo,
    }),
    [files, claimValues, goTo, studio.undo, studio.redo, uploads, current],
  );
}
