import type { ServerConfig } from '../config';
import { fileInsights } from './fileStore';
import { postgresInsights } from './pgStore';
import type { InsightsStore } from './store';

/** The log beside the outbox: PostgreSQL with DATABASE_URL, else the local file INSIGHTS_FILE. */
export function insightsStore(config: Pick<ServerConfig, 'databaseUrl' | 'insightsFile'>): InsightsStore {
  return config.databaseUrl ? postgresInsights(config.databaseUrl) : fileInsights(config.insightsFile);
}
