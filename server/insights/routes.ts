import type { ServerConfig } from '../config';
import type { ClientKey } from '../rateLimit';
import type { Stores } from '../stores';
import { forgetRoutes } from './forgetRoute';
import { ownerRoutes } from './ownerRoutes';
import { insightsRecorder } from './record';

// What server/app.ts mounts: the chat's answer hook, the visitor's "forget me" and the owner's page.

interface Deps {
  config: ServerConfig;
  clientKey: ClientKey;
  stores: Stores;
}

export const recordInsights = ({ config, stores }: Omit<Deps, 'clientKey'>) =>
  insightsRecorder(stores.insights, { retentionDays: config.insightsRetentionDays });

export const insightsRoutes = {
  forget: ({ clientKey, stores }: Deps) =>
    forgetRoutes({ store: stores.insights, clientKey, limitStore: stores.limitStore('forget') }),
  owner: ({ config, clientKey, stores }: Deps) =>
    ownerRoutes({
      token: config.ownerToken!,
      store: stores.insights,
      retentionDays: config.insightsRetentionDays,
      clientKey,
      rateLimit: config.ownerRateLimit,
      limitStore: (name) => stores.limitStore(name),
    }),
};
