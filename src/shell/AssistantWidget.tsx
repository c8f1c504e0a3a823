import { useEffect } from 'react';
import { useSite } from '../routing/SiteContext.tsx';
import { loadAssistant, whenIdle } from './assistantLoader.ts';

/**
 * The voice and chat assistant on every page. It draws into the empty #VG_OVERLAY_CONTAINER that
 * index.html keeps outside the app root; this component only owns the script, which it adds after
 * hydration when the browser is idle and removes again when it unmounts.
 */
export function AssistantWidget() {
  const { assistant } = useSite();
  useEffect(() => {
    let script: HTMLScriptElement | null = null;
    const cancel = whenIdle(() => {
      script = loadAssistant(assistant);
    });
    return () => {
      cancel();
      script?.remove();
    };
  }, [assistant]);
  return null;
}
