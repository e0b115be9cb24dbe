import { useEffect, useState } from 'react';

/**
 * Seconds left of a slide's requiredTime, counted down once a second from when the slide shows. Display
 * only: the server refuses a slide taken too early by its own clock (SLIDE_TIME_NOT_MET).
 */
export function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(Math.max(0, seconds));
  useEffect(() => {
    setLeft(Math.max(0, seconds));
    if (seconds <= 0) return;
    const timer = setInterval(() => {
      setLeft((n) => {
        if (n <= 1) clearInterval(timer);
        return Math.max(0, n - 1);
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}
