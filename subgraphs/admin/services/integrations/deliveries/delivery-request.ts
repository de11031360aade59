/** One HTTP request a delivery sends, stored as is so every retry sends the same bytes. */
export interface DeliveryRequest {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  body: string;
  /** `enable_ssl_verification` where the integration has it; always true otherwise. */
  verifyTls: boolean;
}

export const json = (url: string, body: unknown, verifyTls = true): DeliveryRequest => ({
  method: 'POST', url, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), verifyTls,
});

export const form = (url: string, fields: Record<string, string | number | null | undefined>, verifyTls = true): DeliveryRequest => {
  const body = new URLSearchParams(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined).map(([key, value]) => [key, String(value)]));
  return { method: 'POST', url, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: body.toString(), verifyTls };
};

/** `user:password@` in a URL becomes an Authorization header (WebHookService does the same). */
export function withBasicAuth(request: DeliveryRequest, username: unknown, password: unknown): DeliveryRequest {
  if (typeof username !== 'string' || !username) return request;
  const credentials = Buffer.from(`${username}:${typeof password === 'string' ? password : ''}`).toString('base64');
  return { ...request, headers: { ...request.headers, Authorization: `Basic ${credentials}` } };
}
