import { useEffect } from 'react';

// Vercel's speed insights, only in builds that ask for it (VITE_SPEED_INSIGHTS=true on Vercel).
// The script is served by the deployment itself, so elsewhere it is simply never requested.
export function SpeedInsights() {
  useEffect(() => {
    if (import.meta.env.VITE_SPEED_INSIGHTS !== 'true') return;
    const script = document.createElement('script');
    script.src = '/_vercel/speed-insights/script.js';
    script.defer = true;
    document.head.appendChild(script);
    return () => script.remove();
  }, []);
  return null;
}
