// A log line that repeats under load (a flood of 429s, a store that is down) is written once per
// interval with a count of the ones held back, so a flood cannot fill the operator's disk.
export function throttledLog(write: (line: string) => void, intervalMs = 10_000) {
  let lastAt = Number.NEGATIVE_INFINITY;
  let held = 0;
  return (line: string) => {
    const now = Date.now();
    if (now - lastAt < intervalMs) {
      held++;
      return;
    }
    write(held ? `${line} (${held} more like this since the last line)` : line);
    lastAt = now;
    held = 0;
  };
}
