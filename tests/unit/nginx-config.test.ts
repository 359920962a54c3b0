// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIES, nginxConfig } from '../../deploy/nginx/shop-conf.mjs';
import { REFRESH_COOKIE } from '../../features/auth/session-cookie';
import { SESSION_HINT_COOKIE } from '../../features/auth/session-hint';
import { CACHE_FOLDERS } from '../../lib/revalidate/purge-proxy-cache';

const options = {
  listen: ['127.0.0.1:4199'],
  upstreams: ['127.0.0.1:4198', '127.0.0.1:4197'],
  shopRoot: '.',
};

describe('the nginx configuration (deploy/nginx/shop-conf.mjs)', () => {
  let prefix: string | undefined;
  afterEach(() => prefix && rmSync(prefix, { recursive: true, force: true }));

  it("is accepted by Debian's nginx with its brotli modules", () => {
    prefix = mkdtempSync(path.join(os.tmpdir(), 'storefront-nginx-conf-'));
    const conf = path.join(prefix, 'nginx.conf');
    writeFileSync(
      conf,
      nginxConfig({
        prefix,
        ...options,
        purgeFrom: ['127.0.0.1', '10.0.0.0/24'],
        exposeUpstream: true,
      }),
    );
    const check = spawnSync('/usr/sbin/nginx', ['-t', '-p', prefix, '-c', conf, '-e', 'stderr'], {
      encoding: 'utf8',
    });
    expect(check.error).toBeUndefined();
    expect(check.stderr).toContain('test is successful');
  });

  it('bypasses the page cache for exactly the session cookies the shop sets', () => {
    expect([...SESSION_COOKIES].sort()).toEqual([REFRESH_COOKIE, SESSION_HINT_COOKIE].sort());
  });

  it('keeps what the instances mark private and purges the folders POST /revalidate deletes', () => {
    const conf = nginxConfig({ prefix: '/var/lib/shop-nginx', ...options })
      .split('\n')
      .filter((line) => !line.trim().startsWith('#'))
      .join('\n');
    // Without these, nginx would store answers marked private/no-store or setting a cookie.
    expect(conf).not.toMatch(/proxy_ignore_headers|proxy_cache_valid|non_idempotent/);
    expect(conf).toContain('levels=1:2 ');
    const purge = new RegExp(
      /location ~ (\S+) \{/.exec(conf.slice(conf.indexOf('location ~ ^/purge')))![1]!,
    );
    for (const folder of CACHE_FOLDERS) expect(`/purge/${folder}/`).toMatch(purge);
    expect('/purge/').not.toMatch(purge);
    expect('/purge/../').not.toMatch(purge);
    expect(conf).not.toContain('X-Upstream');
  });

  it('caches pages compressed: the compressor block answers the cache, one copy per encoding', () => {
    const conf = nginxConfig({ prefix: '/var/lib/shop-nginx', ...options });
    expect(conf).toContain('listen unix:/var/lib/shop-nginx/compress.sock;');
    expect(conf).toContain('server unix:/var/lib/shop-nginx/compress.sock max_fails=0;');
    expect(conf).toContain('proxy_set_header Accept-Encoding $shop_encoding;');
    expect(conf).toContain('proxy_cache_key $shop_encoding$request_uri;');
  });
});
