// Preloaded (`node --import`) only into the servers of bench/turns-probe.mjs. After SIGUSR2 every
// turn of the server's event loop is held TURN_BLOCK_MS in its check phase (a second SIGUSR2 lets it
// go), so a request that needs n turns to be answered takes about n × TURN_BLOCK_MS longer: the probe
// reads the turns from that difference. The native setImmediate is kept before Next patches it.
const blockMs = Number(process.env.TURN_BLOCK_MS || 20);
const nativeSetImmediate = globalThis.setImmediate;
let blocking = false;

function hold() {
  if (!blocking) return;
  const until = performance.now() + blockMs;
  while (performance.now() < until);
  nativeSetImmediate(hold);
}

process.on('SIGUSR2', () => {
  blocking = !blocking;
  if (blocking) nativeSetImmediate(hold);
});
