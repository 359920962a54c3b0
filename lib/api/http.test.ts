import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAnswer } from './answers';
import { ApiContractError, createHttp, STATUS_CONTRACT, type HttpOptions } from './http';
import { searchApi } from './endpoints/search';

const answering = (body: unknown, status = 200, client: Partial<HttpOptions> = { parseAnswer }) =>
  createHttp({
    transport: async () => Response.json(body, { status }),
    contentBaseUrl: 'http://api.test/backend',
    calculatorBaseUrl: 'http://api.test/backend/api',
    locale: 'ro',
    timeoutMs: 1000,
    ...client,
  });

const validAnswer = {
  search: 'usa',
  total_count: 1,
  pages: 1,
  page: 1,
  results: [
    {
      type: 'product',
      id: 7,
      slug: 'maner',
      title: 'Mâner',
      description: '',
      image: null,
      link: '/product/maner',
      price: 1250,
      currency: 'EUR',
      per_metre: false,
    },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('the server parses answers with their schema at the boundary', () => {
  it('a valid answer is the parsed data, without fields the contract does not name', async () => {
    const result = await searchApi(answering({ ...validAnswer, internal_rank: 3 })).search('usa');
    expect(result).toEqual({ ok: true, status: 200, data: validAnswer });
  });

  it('a drifted answer is a logged ApiContractError with the path and the issues, seen as a failed request', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const drifted = { ...validAnswer, results: [{ ...validAnswer.results[0], price: '12.50' }] };
    const result = await searchApi(answering(drifted)).search('usa');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(STATUS_CONTRACT);
    expect(result.error.detail).toBe('contract_violation');
    const contract = result.error.contract;
    expect(contract).toBeInstanceOf(ApiContractError);
    expect(contract).toMatchObject({ method: 'GET', path: '/search/', status: 200 });
    expect(contract!.issues.map((issue) => issue.path)).toEqual([['results', 0, 'price']]);
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('GET /search/ answered 200'),
      contract!.issues,
    );
  });

  it('a missing field and a body that is not JSON are contract errors too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { search, ...withoutSearch } = validAnswer;
    void search;
    const missing = await searchApi(answering(withoutSearch)).search('usa');
    expect(missing).toMatchObject({ ok: false, status: STATUS_CONTRACT });
    const notJson = createHttp({
      transport: async () => new Response('<html>', { status: 200 }),
      parseAnswer,
      contentBaseUrl: 'http://api.test',
      calculatorBaseUrl: 'http://api.test/api',
      locale: 'ro',
      timeoutMs: 1000,
    });
    expect(await notJson('userProfile', { path: '/x' })).toMatchObject({
      ok: false,
      status: STATUS_CONTRACT,
    });
  });

  it('an error answer keeps the provider’s field errors, unparsed by the success schema', async () => {
    const result = await searchApi(answering({ search: ['Prea lung'] }, 400)).search(
      'x'.repeat(500),
    );
    expect(result).toEqual({
      ok: false,
      status: 400,
      error: { fields: { search: ['Prea lung'] } },
    });
  });

  it('a 204 is null without parsing', async () => {
    const http = createHttp({
      transport: async () => new Response(null, { status: 204 }),
      contentBaseUrl: 'http://api.test',
      calculatorBaseUrl: 'http://api.test/api',
      locale: 'ro',
      timeoutMs: 1000,
    });
    expect(await http('none', { method: 'DELETE', path: '/x' })).toEqual({
      ok: true,
      status: 204,
      data: null,
    });
  });
});

describe('the browser takes answers as typed (ADR 46)', () => {
  const browser = { parseAnswer: undefined };

  it('an answer is its JSON, unparsed', async () => {
    const result = await searchApi(answering(validAnswer, 200, browser)).search('usa');
    expect(result).toEqual({ ok: true, status: 200, data: validAnswer });
  });

  it('a body that is not JSON is still a contract error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const notJson = createHttp({
      transport: async () => new Response('<html>', { status: 200 }),
      contentBaseUrl: 'http://api.test',
      calculatorBaseUrl: 'http://api.test/api',
      locale: 'ro',
      timeoutMs: 1000,
    });
    expect(await notJson('userProfile', { path: '/x' })).toMatchObject({
      ok: false,
      status: STATUS_CONTRACT,
    });
  });
});
