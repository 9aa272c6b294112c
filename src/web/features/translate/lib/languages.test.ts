import { describe, expect, it } from 'vitest';
import { knownLanguage, swapPair, withSource, withTarget } from './languages';

describe('translation language pairs', () => {
  it('swap the source and the target', () => {
    expect(swapPair({ source: 'en', target: 'th' })).toEqual({ source: 'th', target: 'en' });
    expect(swapPair({ source: 'th', target: 'en' })).toEqual({ source: 'en', target: 'th' });
  });

  it('swap a detected source into the target, or else the other language', () => {
    expect(swapPair({ source: 'auto', target: 'en' }, 'th')).toEqual({ source: 'en', target: 'th' });
    expect(swapPair({ source: 'auto', target: 'en' }, 'fr')).toEqual({ source: 'en', target: 'th' });
    expect(swapPair({ source: 'auto', target: 'th' })).toEqual({ source: 'th', target: 'en' });
    // Detected as the target's own language: the other one, never the same twice.
    expect(swapPair({ source: 'auto', target: 'th' }, 'th')).toEqual({ source: 'th', target: 'en' });
  });

  it('never let the source and the target be the same language', () => {
    expect(withSource({ source: 'en', target: 'th' }, 'th')).toEqual({ source: 'th', target: 'en' });
    expect(withSource({ source: 'auto', target: 'th' }, 'th')).toEqual({ source: 'th', target: 'en' });
    expect(withSource({ source: 'en', target: 'th' }, 'auto')).toEqual({ source: 'auto', target: 'th' });
    expect(withTarget({ source: 'en', target: 'th' }, 'en')).toEqual({ source: 'th', target: 'en' });
    expect(withTarget({ source: 'auto', target: 'th' }, 'en')).toEqual({ source: 'auto', target: 'en' });
  });

  it('know only the languages of the tool', () => {
    expect(knownLanguage('th')).toBe('th');
    expect(knownLanguage('fr')).toBeUndefined();
    expect(knownLanguage(undefined)).toBeUndefined();
  });
});
