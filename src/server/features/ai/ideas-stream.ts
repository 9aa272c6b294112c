import type { Context } from 'hono';
import { AI_IDEAS_STREAM_TYPE, type AiIdea, type AiIdeas, type AiIdeasStreamLine } from '../../../common/ai';

/** Whether the caller asked for ideas one line at a time rather than one JSON answer. */
export const wantsIdeasStream = (c: Context) => (c.req.header('accept') ?? '').includes(AI_IDEAS_STREAM_TYPE);

/**
 * Ideas as NDJSON, each line written as the engine has it. The answer starts only with the first
 * idea (or the whole answer), so a refusal before any idea still gets its own status and error
 * body; after that, a failure ends the stream without its closing line.
 */
export async function ideasStream(
  c: Context,
  run: (onIdea: (idea: AiIdea) => void) => Promise<AiIdeas>,
): Promise<Response> {
  const encoder = new TextEncoder();
  const pending: Uint8Array[] = [];
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const write = (line: AiIdeasStreamLine) => {
    const bytes = encoder.encode(`${JSON.stringify(line)}\n`);
    if (controller) controller.enqueue(bytes);
    else pending.push(bytes);
  };

  let begin: () => void = () => {};
  const begun = new Promise<void>((resolve) => {
    begin = resolve;
  });
  const finished = run((idea) => {
    write({ idea });
    begin();
  }).then((answer) => write({ done: true, engine: answer.engine }));
  // Before the first idea, a failure is the request's error; the stream has not started.
  await Promise.race([begun, finished]);

  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      for (const bytes of pending.splice(0)) streamController.enqueue(bytes);
      finished.then(
        () => streamController.close(),
        (error: unknown) => streamController.error(error),
      );
    },
  });
  return c.body(body, 200, { 'Content-Type': AI_IDEAS_STREAM_TYPE, 'Cache-Control': 'no-store' });
}
