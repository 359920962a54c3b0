/** A JSON call of the console to the staff API on this origin (the session cookie goes along). */
export async function staffRequest(
  path: string,
  init: { method: 'POST' | 'PATCH' | 'DELETE'; json?: unknown; locale: string },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`/backend/api/staff/${path}`, {
    method: init.method,
    credentials: 'same-origin',
    headers: {
      'Accept-Language': init.locale,
      ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    body = {};
  }
  return { status: response.status, body };
}

/** The first message of a field error answer (`{ field: [message] }`), if any. */
export function fieldMessage(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
}
