import v8 from 'node:v8';
import vm from 'node:vm';

type Collect = (options: { type: 'minor' | 'major' }) => void;
let collect: Collect | undefined;

/**
 * A garbage collection now: of the young generation ('minor') or of the whole heap ('major'). V8's
 * gc() is exposed when first asked for, to this process only (not to the page code it renders).
 */
export function collectGarbage(type: 'minor' | 'major'): void {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as Collect;
  }
  collect({ type });
}
