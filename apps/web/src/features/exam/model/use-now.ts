import { useEffect, useState } from 'react';

/** The browser's time, refreshed every second while `running` (002 §9: the exam timer ticks every 1 s). */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
