/** A fetch double for API client tests: records requests, answers from a queue or a function. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

type Answer = Response | Error | ((request: RecordedRequest) => Response | Error | Promise<Response | Error>);

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function envelope(payload: unknown, code = 200, status = 200, message = 'OK'): Response {
  return json(status, { code, message, payload });
}

export function createFetchDouble(...answers: Answer[]) {
  const requests: RecordedRequest[] = [];
  const queue = [...answers];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const request: RecordedRequest = { url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body };
    requests.push(request);
    const next = queue.length > 1 ? queue.shift() : queue[0];
    const answer = typeof next === 'function' ? await next(request) : next;
    if (!answer) throw new Error('no answer queued');
    if (answer instanceof Error) throw answer;
    // A queued Response may answer several requests: each gets a fresh copy of the body.
    return answer.clone();
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}
