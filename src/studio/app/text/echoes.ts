/** How many of the box's own values are remembered: a form's echo is at most a few changes behind. */
const KEPT = 50;

/**
 * Tells a value the form gives a formatted text back apart from a change made outside it (undo, a
 * merge), which the box loads again. The form hands back what the box told it, sometimes late, and
 * under load sometimes twice over: a parent one change behind gives the form an older value after
 * a newer one (…T, …Tw, …T, …Tw). Loading that older value would take back the key just typed and
 * leave the caret before it, so the next key lands in front of it ("Tow" for "Two").
 *
 * While the person types in the box, any value it told since the last load from outside is its own.
 * When it does not have the focus, only values that have not come back yet are: an undo from the
 * top bar to a value typed earlier is then from outside, as it should be. Undo and redo asked for
 * in the box are from outside whatever value they bring.
 */
export class Echoes {
  /** What the box told the form, oldest first; from `fresh` on they have not come back yet. */
  private told: string[] = [];
  private fresh = 0;
  private asked = false;

  /** The box told the form this value. */
  tell(value: string): void {
    this.told.push(value);
    const cut = this.told.length - KEPT;
    if (cut <= 0) return;
    this.told.splice(0, cut);
    this.fresh = Math.max(0, this.fresh - cut);
  }

  /** The box asked the Studio to undo or redo: the value that follows is from outside. */
  ask(): void {
    this.asked = true;
  }

  /** The form holds what the box holds: all it told has come back. */
  settled(): void {
    this.fresh = this.told.length;
  }

  /** Whether `value`, which differs from what the box holds, is the box's own coming back. */
  isEcho(value: string, typing: boolean): boolean {
    if (!this.asked) {
      const late = this.told.indexOf(value, this.fresh);
      if (late >= 0) {
        this.fresh = late + 1;
        return true;
      }
      if (typing && this.told.includes(value)) return true;
    }
    this.told = [];
    this.fresh = 0;
    this.asked = false;
    return false;
  }
}
