export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  /** A token for PRIVATE-TOKEN; `null` sends none. Defaults to the client's token. */
  token?: string | null;
  headers?: Record<string, string>;
  /** JSON body (objects) or a pre-encoded body with its own content type in `headers`. */
  body?: unknown;
  form?: Record<string, string>;
}

/** Real HTTP against the booted service; bodies parsed as JSON when the server says so. */
export class HttpClient {
  constructor(readonly baseUrl: string, readonly token: string | null) {}

  as(token: string | null): HttpClient {
    return new HttpClient(this.baseUrl, token);
  }

  get<T = any>(path: string, options?: RequestOptions) { return this.request<T>('GET', path, options); }
  post<T = any>(path: string, options?: RequestOptions) { return this.request<T>('POST', path, options); }
  put<T = any>(path: string, options?: RequestOptions) { return this.request<T>('PUT', path, options); }
  patch<T = any>(path: string, options?: RequestOptions) { return this.request<T>('PATCH', path, options); }
  delete<T = any>(path: string, options?: RequestOptions) { return this.request<T>('DELETE', path, options); }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    const token = options.token === undefined ? this.token : options.token;
    if (token) headers['private-token'] = token;
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body });
    const text = await response.text();
    const isJson = response.headers.get('content-type') === 'application/json';
    return { status: response.status, headers: response.headers, body: (isJson && text ? JSON.parse(text) : text) as T, text };
  }
}
