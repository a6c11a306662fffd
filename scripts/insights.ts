// `npm run insights`: what visitors asked the assistant (those who agreed to be kept), from the store
// the server uses: PostgreSQL when DATABASE_URL is set, else INSIGHTS_FILE (default data/insights.jsonl).
import { runInsights } from '../server/insights/cli';

process.exitCode = await runInsights(process.argv.slice(2), process.env, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
