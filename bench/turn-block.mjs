// Preloaded (`node --import`) only into the servers of bench/turns-probe.mjs. While the file named by
// TURN_BLOCK_STATE says `hold`, every turn of the server's event loop is held TURN_BLOCK_MS in its
// check phase, so a request that needs n turns to be answered takes about n × TURN_BLOCK_MS longer:
// the probe reads the turns from that difference. SIGUSR2 tells the server to read the file again; it
// answers by writing what it applied to `<file>.applied`. (A toggle on the signal alone went wrong:
// two signals sent back to back reach a process as one.) The native setImmediate is kept before Next
// patches it.
import { readFileSync, writeFileSync } from 'node:fs';

const blockMs = Number(process.env.TURN_BLOCK_MS || 20);
const stateFile = process.env.TURN_BLOCK_STATE;
const nativeSetImmediate = globalThis.setImmediate;
let holding = false;

function hold() {
  if (!holding) return;
  const until = performance.now() + blockMs;
  while (performance.now() < until);
  nativeSetImmediate(hold);
}

if (stateFile)
  process.on('SIGUSR2', () => {
    const state = readFileSync(stateFile, 'utf8').trim();
    const wasHolding = holding;
    holding = state === 'hold';
    if (holding && !wasHolding) nativeSetImmediate(hold);
    writeFileSync(`${stateFile}.applied`, state);
  });
