/** Whether a process with this id still runs (one owned by another user counts: it cannot be signalled, but it runs). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
