import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './client';
import { ApiFailure } from './failure';
import { afterRecovery } from './retry';

describe("the query client's retry policy (spec 4 and 8: once, after a recovery)", () => {
  it('retries a failure that names its recovery once, after the recovery has finished', async () => {
    const order: string[] = [];
    let calls = 0;
    const recover = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('recovered');
    });
    const data = await createQueryClient().fetchQuery({
      queryKey: ['retried'],
      queryFn: async () => {
        await afterRecovery();
        calls += 1;
        order.push(`call ${calls}`);
        if (calls === 1) throw new ApiFailure(401, { detail: 'expired' }, recover);
        return 'fresh';
      },
    });
    expect(data).toBe('fresh');
    expect(recover).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['call 1', 'recovered', 'call 2']);
  });

  it('gives up after the one retry', async () => {
    let calls = 0;
    const failing = createQueryClient().fetchQuery({
      queryKey: ['twice'],
      queryFn: async () => {
        await afterRecovery();
        calls += 1;
        throw new ApiFailure(404, { detail: 'gone' }, async () => undefined);
      },
    });
    await expect(failing).rejects.toMatchObject({ status: 404 });
    expect(calls).toBe(2);
  });

  it('does not retry a failure without a recovery, nor a mutation', async () => {
    let calls = 0;
    const client = createQueryClient();
    await expect(
      client.fetchQuery({
        queryKey: ['plain'],
        queryFn: () => {
          calls += 1;
          throw new ApiFailure(500, { detail: 'boom' });
        },
      }),
    ).rejects.toBeInstanceOf(ApiFailure);
    expect(calls).toBe(1);
    await expect(
      client
        .getMutationCache()
        .build(client, {
          mutationFn: () => {
            calls += 1;
            return Promise.reject(new ApiFailure(400, { fields: { email: ['taken'] } }));
          },
        })
        .execute(undefined),
    ).rejects.toMatchObject({ message: 'taken' });
    expect(calls).toBe(2);
  });
});
