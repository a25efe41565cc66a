// Runs one SQL statement on the e2e server's database (`npx tsx e2e/sql.ts "<statement>"`), for specs that need
// a state no public route sets yet (e.g. a business without an IBAN). Prints the rows as JSON.
import { sql } from 'drizzle-orm';
import { closeDatabase, openDatabase } from '../lib/db/client';

async function main(statement: string | undefined) {
  if (!statement) throw new Error('usage: tsx e2e/sql.ts "<statement>"');
  const { db } = await openDatabase('cli');
  try {
    const result = (await db.execute(sql.raw(statement))) as unknown as { rows: unknown[] };
    console.log(JSON.stringify(result.rows));
  } finally {
    await closeDatabase();
  }
}

main(process.argv[2]).catch((error) => {
  console.error(error);
  process.exit(1);
});
