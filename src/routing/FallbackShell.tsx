import { createContext, useContext } from 'react';

const FallbackShellContext = createContext(false);

/**
 * True while prerendering the shell a static host serves for a dynamic address that did not
 * exist at build time (see README, "Pages published after the build"); blocks render their
 * loading state then, and the browser renders the real page.
 */
export const FallbackShell = FallbackShellContext.Provider;
export const useIsFallbackShell = (): boolean => useContext(FallbackShellContext);
