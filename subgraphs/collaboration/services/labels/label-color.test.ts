import { isValidColor, normalizeColor, textColorFor } from './label-color';

describe('label colours', () => {
  it.each([
    ['red', '#FF0000'], ['DarkGreen', '#006400'], [' #abc ', '#abc'], ['#FFAABB', '#FFAABB'], ['bogus', 'bogus'],
  ])('stores %j as %j', (given, stored) => {
    expect(normalizeColor(given)).toBe(stored);
  });

  it.each([['#abc', true], ['#AABBCC', true], ['#abcd', false], ['abc', false], ['#ggg', false], ['', false]])('%j valid: %j', (color, valid) => {
    expect(isValidColor(color)).toBe(valid);
  });

  it.each([
    ['#FFFFFF', '#1F1E24'], ['#fff', '#1F1E24'], ['#FFFF00', '#1F1E24'], ['#d9534f', '#FFFFFF'], ['#6699cc', '#FFFFFF'], ['#000', '#FFFFFF'],
  ])('draws text on %j in %j', (color, text) => {
    expect(textColorFor(color)).toBe(text);
  });
});
