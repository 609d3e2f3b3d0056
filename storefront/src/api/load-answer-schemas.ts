type AnswerSchemas = typeof import('./answer-schemas');

let loading: Promise<AnswerSchemas> | undefined;
let loaded: AnswerSchemas | undefined;

/** The first page's answer schemas: one dynamic import, started by the first request that needs it. */
export function answerSchemas(): Promise<AnswerSchemas> {
  loading ??= import('./answer-schemas').then((schemas) => {
    loaded = schemas;
    return schemas;
  });
  return loading;
}

/**
 * The answer schemas once they have loaded, else undefined: what checks an answer the page embedded, at
 * its first render (the app starts once they are there, main.tsx; index.html preloads them).
 */
export function loadedAnswerSchemas(): AnswerSchemas | undefined {
  return loaded;
}

/** A `loadSchema` for lib/api-client: the named schema, loaded beside the request. */
export function answerSchema<K extends keyof AnswerSchemas>(name: K) {
  return async (): Promise<AnswerSchemas[K]> => (await answerSchemas())[name];
}

/** A parser for an embedded answer: the named schema's value, once the schemas have loaded. */
export function parsedByLoaded<K extends keyof AnswerSchemas>(name: K) {
  return (answer: unknown) => {
    const parsed = loadedAnswerSchemas()?.[name].safeParse(answer);
    return parsed?.success ? (parsed.data as ReturnType<AnswerSchemas[K]['parse']>) : undefined;
  };
}
