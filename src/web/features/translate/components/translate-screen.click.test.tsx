// @vitest-environment happy-dom
import type { TranslateBody, Translation, TranslationStatus } from '@common/translate';
import { screen } from '@testing-library/react';
import { json, renderWithToaster, requestsTo, stubFetch } from '@web/test-utils/fake-fetch';
import { describe, expect, it } from 'vitest';
import { TranslateScreen } from './translate-screen';

const fetchMock = stubFetch();

const AVAILABLE: TranslationStatus = { available: true, engine: 'libretranslate' };
const NONE: TranslationStatus = { available: false, engine: 'none' };

type Answers = { status?: () => Response; translate?: (body: TranslateBody) => Response | Promise<Response> };

/** The server: each path answers as the test says, anything else 404. */
function serve(answers: Answers) {
  fetchMock.mockImplementation(async (input, init) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (pathname === '/api/translate/status') return (answers.status ?? (() => json(AVAILABLE)))();
    if (pathname === '/api/translate' && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as TranslateBody;
      const translate =
        answers.translate ??
        ((b: TranslateBody) =>
          json({ translatedText: `${b.target}:${b.text}`, engine: 'libretranslate' } satisfies Translation));
      return translate(body);
    }
    return json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404);
  });
}

const sentBodies = () =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input).endsWith('/api/translate') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as TranslateBody);

const renderScreen = (language: 'en' | 'th' = 'en') => renderWithToaster(<TranslateScreen />, { language });

describe('the translation screen', () => {
  it('says the service is unavailable and keeps Translate off when no engine is configured', async () => {
    serve({ status: () => json(NONE) });
    const { user } = await renderScreen();
    expect(await screen.findByText('Translation service is currently unavailable')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Translate' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.type(screen.getByLabelText('Text to translate'), 'Hello{Control>}{Enter}{/Control}');
    expect(sentBodies()).toEqual([]);
    // No engine, nothing to detect with.
    expect(screen.queryByRole('option', { name: 'Detect language' })).toBeNull();
  });

  it('says it in Thai too', async () => {
    serve({ status: () => json(NONE) });
    await renderScreen('th');
    expect(await screen.findByText('บริการแปลภาษาไม่พร้อมใช้งานในขณะนี้')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'แปล' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('names the engine while it is available', async () => {
    serve({ status: () => json({ available: true, engine: 'deepl' }) });
    await renderScreen();
    expect(await screen.findByText('Translation service is available')).toBeTruthy();
    expect(screen.getByText('by DeepL')).toBeTruthy();
  });

  it('asks for text before translating nothing', async () => {
    serve({});
    const { user } = await renderScreen();
    await screen.findByText('Translation service is available');
    await user.type(screen.getByLabelText('Text to translate'), '   ');
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('Input Required')).toBeTruthy();
    expect(screen.getByText('Please enter text to translate.')).toBeTruthy();
    expect(sentBodies()).toEqual([]);
  });

  it('asks for text in Thai', async () => {
    serve({});
    const { user } = await renderScreen('th');
    await screen.findByText('บริการแปลภาษาพร้อมใช้งาน');
    await user.click(screen.getByRole('button', { name: 'แปล' }));
    expect(await screen.findByText('กรุณากรอกข้อความ')).toBeTruthy();
    expect(screen.getByText('กรุณากรอกข้อความที่จะแปล')).toBeTruthy();
  });

  it('translates with Ctrl+Enter, counts the characters, and copies the translation', async () => {
    serve({});
    const { user } = await renderScreen();
    await screen.findByText('Translation service is available');
    const input = screen.getByLabelText('Text to translate');
    expect(input.getAttribute('maxlength')).toBe('5000');
    await user.type(input, 'Hello');
    expect(screen.getByText('5 / 5,000')).toBeTruthy();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('th:Hello')).toBeTruthy();
    expect(sentBodies()).toEqual([{ text: 'Hello', source: 'en', target: 'th' }]);
    await user.click(screen.getByRole('button', { name: 'Copy translation' }));
    expect(await navigator.clipboard.readText()).toBe('th:Hello');
    expect(await screen.findByText('Copied')).toBeTruthy();
  });

  it('translates, copies and swaps in Thai', async () => {
    serve({
      status: () => json({ available: true, engine: 'model' }),
      translate: () => json({ translatedText: 'Hello', engine: 'model', detectedSource: 'th' }),
    });
    const { user } = await renderScreen('th');
    await screen.findByText('บริการแปลภาษาพร้อมใช้งาน');
    expect(screen.getByText('โดย โมเดล AI')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('จาก'), 'auto');
    await user.selectOptions(screen.getByLabelText('เป็น'), 'en');
    await user.type(screen.getByLabelText('ข้อความที่จะแปล'), 'สวัสดี');
    await user.click(screen.getByRole('button', { name: 'แปล' }));
    expect(await screen.findByText('Hello')).toBeTruthy();
    expect(screen.getByText('ภาษาที่ตรวจพบ: ภาษาไทย')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'คัดลอกคำแปล' }));
    expect(await screen.findByText('คัดลอกแล้ว')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'สลับภาษา' }));
    expect((screen.getByLabelText('จาก') as HTMLSelectElement).value).toBe('en');
    expect((screen.getByLabelText('เป็น') as HTMLSelectElement).value).toBe('th');
    expect(screen.getByText('คำแปลจะแสดงที่นี่')).toBeTruthy();
  });

  it('shows the loading state while the engine works', async () => {
    let answer: (response: Response) => void = () => undefined;
    serve({ translate: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = await renderScreen();
    await screen.findByText('Translation service is available');
    await user.type(screen.getByLabelText('Text to translate'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    const busy = await screen.findByRole('button', { name: 'Translating…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer(json({ translatedText: 'สวัสดี', engine: 'libretranslate' }));
    expect(await screen.findByText('สวัสดี')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Translate' })).toBeTruthy();
  });

  it('swaps the languages, and the translation becomes the text', async () => {
    serve({});
    const { user } = await renderScreen();
    await screen.findByText('Translation service is available');
    const from = screen.getByLabelText('From') as HTMLSelectElement;
    const to = screen.getByLabelText('To') as HTMLSelectElement;
    expect([from.value, to.value]).toEqual(['en', 'th']);
    await user.click(screen.getByRole('button', { name: 'Swap languages' }));
    expect([from.value, to.value]).toEqual(['th', 'en']);

    await user.type(screen.getByLabelText('Text to translate'), 'สวัสดี');
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    await screen.findByText('en:สวัสดี');
    await user.click(screen.getByRole('button', { name: 'Swap languages' }));
    expect([from.value, to.value]).toEqual(['en', 'th']);
    expect((screen.getByLabelText('Text to translate') as HTMLTextAreaElement).value).toBe('en:สวัสดี');
    expect(screen.getByText('The translation appears here.')).toBeTruthy();
  });

  it('lets the engine detect the source, says what it found, and swaps from it', async () => {
    serve({
      translate: () => json({ translatedText: 'Thank you', engine: 'deepl', detectedSource: 'th' }),
    });
    const { user } = await renderScreen();
    await screen.findByText('Translation service is available');
    await user.selectOptions(screen.getByLabelText('From'), 'auto');
    await user.selectOptions(screen.getByLabelText('To'), 'en');
    await user.type(screen.getByLabelText('Text to translate'), 'ขอบคุณ');
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('Detected language: Thai')).toBeTruthy();
    expect(sentBodies()).toEqual([{ text: 'ขอบคุณ', source: 'auto', target: 'en' }]);
    await user.click(screen.getByRole('button', { name: 'Swap languages' }));
    expect((screen.getByLabelText('From') as HTMLSelectElement).value).toBe('en');
    expect((screen.getByLabelText('To') as HTMLSelectElement).value).toBe('th');
  });

  it('never lets the source and the target be the same language', async () => {
    serve({});
    const { user } = await renderScreen();
    await screen.findByText('Translation service is available');
    await user.selectOptions(screen.getByLabelText('To'), 'en');
    expect((screen.getByLabelText('From') as HTMLSelectElement).value).toBe('th');
  });

  it('says the translation failed', async () => {
    serve({
      translate: () =>
        json({ error: { code: 'TRANSLATION_FAILED', message: 'Failed to translate text.' } }, 502),
    });
    const { user } = await renderScreen();
    await screen.findByText('Translation service is available');
    await user.type(screen.getByLabelText('Text to translate'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('Translation Failed')).toBeTruthy();
    expect(screen.getByText('Failed to translate text.')).toBeTruthy();
    expect(screen.getByText('The translation appears here.')).toBeTruthy();
  });

  it('says the translation failed in Thai, also when the connection is lost', async () => {
    serve({
      translate: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = await renderScreen('th');
    await screen.findByText('บริการแปลภาษาพร้อมใช้งาน');
    await user.type(screen.getByLabelText('ข้อความที่จะแปล'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'แปล' }));
    expect(await screen.findByText('แปลไม่สำเร็จ')).toBeTruthy();
    expect(screen.getByText('แปลข้อความไม่สำเร็จ')).toBeTruthy();
  });

  it('says when the hourly translations are spent', async () => {
    serve({ translate: () => json({ error: { code: 'RATE_LIMITED', message: 'x' } }, 429) });
    const { user } = await renderScreen();
    await screen.findByText('Translation service is available');
    await user.type(screen.getByLabelText('Text to translate'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('Translation Failed')).toBeTruthy();
    // The whole sentence: the toast's live region briefly repeats it inside a longer text.
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/api/translate', 'POST')).toHaveLength(1);
  });
});
