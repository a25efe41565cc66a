// Seeds a webhook endpoint's delivery log for the Webhooks page's browser test (e2e/dashboard-webhooks.spec.ts):
// see lib/testing/webhook-fixtures.ts. Usage: webhook-seed.ts <endpointId>.
// Prints {"failedId": "whd_…", "pendingId": "whd_…", "eventIds": [...]}.
import { closeDatabase, openDatabase } from '../../lib/db/client';
import { seedDeliveryLog } from '../../lib/testing/webhook-fixtures';

async function main() {
  const { db } = await openDatabase('cli');
  console.log(JSON.stringify(await seedDeliveryLog(db, process.argv[2]!)));
  await closeDatabase();
}

void main();
