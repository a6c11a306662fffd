import { useEffect } from 'react';

// Vercel's speed insights, only in builds that ask for it (VITE_SPEED_INSIGHTS=true on Vercel: the layout
// renders it only then). The script is served by the deployment itself.
export function SpeedInsights() {
  useEffect(() => {
    const script = document.createElement('script');
    script.src = '/_vercel/speed-insights/script.js';
    script.defer = true;
    document.head.appendChild(script);
    return () => script.remove();
  }, []);
  return null;
}
