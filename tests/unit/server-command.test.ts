import path from 'node:path';
import {
  MALLOC_ARENA_MAX,
  NEXT_BIN,
  serverCommand,
  serverNodeFlags,
} from '../../scripts/server-command.mjs';

describe('serverNodeFlags', () => {
  it('limits the old space by default', () => {
    expect(serverNodeFlags()).toEqual(['--max-old-space-size=384']);
    expect(serverNodeFlags('')).toEqual(['--max-old-space-size=384']);
  });

  it("leaves out a heap flag NODE_OPTIONS already sets, so the operator's own limit wins", () => {
    expect(serverNodeFlags('--max-old-space-size=1024')).toEqual([]);
    expect(serverNodeFlags('--enable-source-maps  --max_old_space_size=2048')).toEqual([]);
  });

  it('keeps the flags when NODE_OPTIONS sets only other options', () => {
    expect(
      serverNodeFlags('--enable-source-maps --max-http-header-size=32768 --max-semi-space-size=16'),
    ).toEqual(['--max-old-space-size=384']);
  });
});

describe('serverCommand', () => {
  it("runs the repository's `next start` with the heap flags before the script, on the port, with a long keep-alive", () => {
    const { command, args } = serverCommand({ port: 3000, env: {} });
    expect(command).toBe(process.execPath);
    expect(NEXT_BIN).toBe(path.resolve('node_modules/.bin/next'));
    expect(args).toEqual([
      '--max-old-space-size=384',
      NEXT_BIN,
      'start',
      '-p',
      '3000',
      '--keepAliveTimeout',
      '65000',
    ]);
  });

  it("hands signals to the shop's handler and limits malloc arenas unless the environment sets them", () => {
    expect(serverCommand({ port: '3100', env: { DATA_DIR: '/tmp/x' } }).env).toEqual({
      DATA_DIR: '/tmp/x',
      MALLOC_ARENA_MAX,
      PORT: '3100',
      NEXT_MANUAL_SIG_HANDLE: 'true',
    });
    expect(
      serverCommand({
        port: '3100',
        env: { MALLOC_ARENA_MAX: '4', NEXT_MANUAL_SIG_HANDLE: 'false' },
      }).env,
    ).toEqual({ MALLOC_ARENA_MAX: '4', PORT: '3100', NEXT_MANUAL_SIG_HANDLE: 'true' });
  });
});
