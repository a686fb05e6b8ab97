import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL migrations (npm run db:generate -w api); the server
// applies them itself at startup, on PGlite or PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
