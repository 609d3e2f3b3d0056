type AnswerSchemas = typeof import('./answer-schemas');

let loading: Promise<AnswerSchemas> | undefined;

/** The first page's answer schemas: one dynamic import, started by the first request that needs it. */
export function answerSchemas(): Promise<AnswerSchemas> {
  loading ??= import('./answer-schemas');
  return loading;
}

/** A `loadSchema` for lib/api-client: the named schema, loaded beside the request. */
export function answerSchema<K extends keyof AnswerSchemas>(name: K) {
  return async (): Promise<AnswerSchemas[K]> => (await answerSchemas())[name];
}
