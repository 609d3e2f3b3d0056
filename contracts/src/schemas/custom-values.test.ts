import { describe, expect, it } from 'vitest';
import { customValueProblem } from './custom-values';

const field = (fieldType: any, options: string[] = []) => ({ fieldName: 'F', fieldType, options });

describe('customValueProblem', () => {
  it.each([
    ['number', '42', null],
    ['number', '-3.5', null],
    ['number', '4 2', 'F must be a number'],
    ['date', '2026-12-31', null],
    ['date', '2026-13-01', 'F must be a date (YYYY-MM-DD)'],
    ['date', 'not a date', 'F must be a date (YYYY-MM-DD)'],
    ['color', '#00ff7F', null],
    ['color', 'blue', 'F must be a color like #1a2b3c'],
    ['image', 'https://img.example/p.jpg', null],
    ['image', 'javascript:alert(1)', 'F must be an uploaded image'],
    ['text', 'anything at all', null],
  ])('%s "%s" → %s', (type, value, problem) => {
    expect(customValueProblem(field(type), value)).toBe(problem);
  });

  it('takes a dropdown value only among the options', () => {
    expect(customValueProblem(field('dropdown', ['Serif']), 'Serif')).toBeNull();
    expect(customValueProblem(field('dropdown', ['Serif']), 'Comic')).toBe('"Comic" is not an option of F');
  });
});
