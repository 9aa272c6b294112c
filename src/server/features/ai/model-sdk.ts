import type { AiModelConfig } from '../../config';

export type ModelSdk = {
  model: ReturnType<
    ReturnType<typeof import('@ai-sdk/openai-compatible').createOpenAICompatible>['chatModel']
  >;
  generateText: typeof import('ai').generateText;
  streamText: typeof import('ai').streamText;
  Output: typeof import('ai').Output;
};

/**
 * The AI SDK pointed at the configured model, loaded with the first question rather than at start:
 * a server without a model never needs it (about 15 MB of resident memory and 0.3 s of start).
 * Always through a provider object: a bare model string would send the prompt to Vercel's hosted
 * gateway. `name` labels the provider in the SDK's errors.
 */
export function modelSdkLoader(config: AiModelConfig, name: string): () => Promise<ModelSdk> {
  let sdk: Promise<ModelSdk> | undefined;
  return () => {
    sdk ??= Promise.all([import('@ai-sdk/openai-compatible'), import('ai')]).then(([compatible, ai]) => ({
      model: compatible
        .createOpenAICompatible({
          name,
          baseURL: config.baseUrl,
          ...(config.apiKey ? { apiKey: config.apiKey } : {}),
          // JSON-schema output (response_format json_schema), which Ollama, vLLM, llama.cpp's
          // server and OpenAI support.
          supportsStructuredOutputs: true,
        })
        .chatModel(config.model),
      generateText: ai.generateText,
      streamText: ai.streamText,
      Output: ai.Output,
    }));
    return sdk;
  };
}
