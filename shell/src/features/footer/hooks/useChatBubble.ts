import { useEffect, useState } from 'react';

/** Spec 2.3 / 9.1: the bubble appears 3 s after load, stays 5 s, then shows again every 30 s for 5 s. */
export const CHAT_BUBBLE_TIMING = { firstMs: 3000, visibleMs: 5000, everyMs: 30000 } as const;

export function useChatBubble(timing = CHAT_BUBBLE_TIMING): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const show = () => {
      setVisible(true);
      timers.push(setTimeout(() => setVisible(false), timing.visibleMs));
    };
    let interval: ReturnType<typeof setInterval> | undefined;
    timers.push(
      setTimeout(() => {
        show();
        interval = setInterval(show, timing.everyMs);
      }, timing.firstMs),
    );
    return () => {
      timers.forEach(clearTimeout);
      if (interval) clearInterval(interval);
    };
  }, [timing]);
  return visible;
}
