// The stand-in of maib's API for the maib end-to-end journeys (playwright.maib.config.ts), on the
// port it is given, with the credentials the shop under test is started with. For tests only.
import { startMaibStandIn } from '../../provider/testing/maib-stand-in';

const standIn = await startMaibStandIn({
  port: Number(process.argv[2] ?? 3299),
  projectId: process.env.MAIB_PROJECT_ID,
  projectSecret: process.env.MAIB_PROJECT_SECRET,
  signatureKey: process.env.MAIB_SIGNATURE_KEY,
});
console.log(`maib stand-in at ${standIn.url}`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
