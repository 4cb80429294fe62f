import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // Loaders get the request as it came (no two copies per loader call, ~3 % of a page's CPU)
  // and read the page's location from their `url` argument (ADR 0042). That location keeps a
  // trailing slash ('/kits/', '/kits/kit-2-vinhos/' are pages of their own) only when data
  // requests are trailing-slash aware ('/kits/_.data').
  future: { v8_passThroughRequests: true, v8_trailingSlashAwareDataRequests: true },
} satisfies Config;
