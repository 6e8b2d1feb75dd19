/** A scripted `fetch`: records every request, answers with the next scripted reply. */
export type Reply = Response | ((request: Request) => Response | Promise<Response>) | 'never' | Error;

export interface FakeFetch {
  fetch: typeof fetch;
  requests: Request[];
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
}

export function html(status: number, headers: Record<string, string> = {}): Response {
  return new Response('<html><body>Bad gateway</body></html>', {
    status,
    headers: { 'content-type': 'text/html', ...headers },
  });
}

export function createFakeFetch(...replies: Reply[]): FakeFetch {
  const requests: Request[] = [];
  const queue = [...replies];
  const fake = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const reply = queue.length > 1 ? queue.shift() : queue[0];
    if (reply === undefined) throw new Error('no reply scripted');
    if (reply === 'never') {
      return new Promise<Response>((_, reject) => {
        if (request.signal.aborted) reject(request.signal.reason);
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });
    }
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply(request) : reply.clone();
  };
  return { fetch: fake as typeof fetch, requests };
}
