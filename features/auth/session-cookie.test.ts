// @vitest-environment node
import { NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './session-cookie';
import { SESSION_HINT_COOKIE } from './session-hint';

describe('the session cookies (spec 9)', () => {
  it('sets the refresh token httpOnly for 7 days, with a readable hint that holds no secret', () => {
    const response = NextResponse.json({});
    setRefreshCookie(response, 'refresh-token');
    expect(response.cookies.get(REFRESH_COOKIE)).toMatchObject({
      value: 'refresh-token',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: 604_800,
    });
    expect(response.cookies.get(SESSION_HINT_COOKIE)).toMatchObject({
      value: '1',
      httpOnly: false,
      sameSite: 'lax',
      path: '/',
      maxAge: 604_800,
    });
  });

  it('clears both together', () => {
    const response = NextResponse.json({});
    clearRefreshCookie(response);
    expect(response.cookies.get(REFRESH_COOKIE)).toMatchObject({
      value: '',
      httpOnly: true,
      maxAge: 0,
    });
    expect(response.cookies.get(SESSION_HINT_COOKIE)).toMatchObject({
      value: '',
      httpOnly: false,
      maxAge: 0,
    });
  });
});
