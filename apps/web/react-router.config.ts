import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // Loaders get the request as it came (no two copies per loader call, ~3 % of a page's CPU)
  // and read the page's location from their `url` argument (ADR 0042).
  future: { v8_passThroughRequests: true },
} satisfies Config;
