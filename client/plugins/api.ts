/** A small JSON POST to our own API with the shop header; failures are only warned about (tracking must never break a page). */
export async function post(path: string, storeId: string, body: unknown): Promise<any> {
  try {
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', storeID: storeId },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      keepalive: true,
    });
    return await res.json();
  } catch (err) {
    console.warn('plugin call failed', path, err);
    return null;
  }
}

export function readCookie(name: string): string | undefined {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : undefined;
}
