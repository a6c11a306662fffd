import { describe, expect, it } from 'vitest';
import {
  checkCallProperties,
  checkCreateCallObject,
  checkCustomIntegrations,
  checkLang,
  checkLayoutConfig,
  checkNewInstance,
  checkTheme,
  DailyValidationError,
  validateCallProperties,
} from '../../../engine/daily';

describe('call properties', () => {
  it('accepts known properties and refuses unknown ones by name', () => {
    expect(
      checkCallProperties({ url: 'https://x.daily.co/r', userName: 'Ada', startVideoOff: true }),
    ).toEqual({ ok: true });
    expect(checkCallProperties({ url: 'u', colour: 'red' })).toEqual({
      ok: false,
      rule: 'call-properties',
      property: 'colour',
      message: "unrecognized property 'colour'",
    });
  });

  it('reports a failing property with daily-js help text', () => {
    expect(checkCallProperties({ url: 5 })).toMatchObject({
      ok: false,
      property: 'url',
      message: "property 'url': url should be a string",
    });
    expect(checkCallProperties({ videoSource: 12 })).toMatchObject({
      message: "property 'videoSource': undefined",
    });
    expect(
      checkCallProperties({ dailyConfig: { camSimulcastEncodings: [{ maxBitrate: 'x' }] } }),
    ).toMatchObject({
      rule: 'daily-config',
      message: "property 'dailyConfig': Unsupported dailyConfig. Check error logs for detailed info.",
    });
  });

  it('throws a DailyValidationError carrying rule and property', () => {
    const error = (() => {
      try {
        validateCallProperties({ lang: 'xx' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(DailyValidationError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ rule: 'lang', property: 'lang' });
  });

  it('forces layout "none" for a call object', () => {
    expect(checkCreateCallObject({ layout: 'grid' })).toEqual({ ok: true });
    expect(checkCallProperties({ layout: 'grid' })).toMatchObject({
      message: `property 'layout': layout may only be set to "custom-v1"`,
    });
  });
});

describe('lang', () => {
  it.each(['da', 'en-us', 'pt-BR', 'user'])('accepts %s', (lang) => expect(checkLang(lang).ok).toBe(true));
  it.each(['EN', 'pt-br', 'klingon', 5])('refuses %s', (lang) => {
    expect(checkLang(lang)).toMatchObject({
      ok: false,
      message:
        "property 'lang': language not supported. Options are: da, de, en-us, en, es, fi, fr, it, jp, ka, nl, no, pl, pt, pt-BR, ru, sv, tr, user",
    });
  });
});

describe('theme', () => {
  const help = "property 'theme': unsupported theme configuration. Check error logs for detailed info.";
  it('accepts colors, or light and dark with colors', () => {
    expect(checkTheme({ colors: { accent: '#abc', border: '#a0b0c0' } }).ok).toBe(true);
    expect(
      checkTheme({ light: { colors: { accent: '#fff' } }, dark: { colors: { accent: '#000' } } }).ok,
    ).toBe(true);
  });
  it('explains each refusal in the detail', () => {
    expect(checkTheme({ light: { colors: {} } })).toMatchObject({
      message: help,
      detail: 'Theme must contain either both "light" and "dark" properties, or "colors".',
    });
    expect(checkTheme({ colors: { primary: '#fff' } })).toMatchObject({
      message: help,
      detail: expect.stringContaining('unsupported color "primary"'),
    });
    expect(checkTheme({ colors: { accent: 'red' } })).toMatchObject({
      message: help,
      detail: 'accent theme color should be provided in valid hex color format. Received: "red"',
    });
    expect(checkTheme({ light: { colors: {} }, dark: {} })).toMatchObject({
      detail: 'Dark theme is missing "colors" property.',
    });
  });
  it('keeps daily-js hex pattern, quirks included', () => {
    expect(checkTheme({ colors: { accent: '#12345' } }).ok).toBe(false);
    expect(checkTheme({ colors: { accent: '#ABCDEFzz' } }).ok).toBe(true);
  });
});

describe('grid layout', () => {
  it.each([
    [{ grid: { maxTilesPerPage: 49, minTilesPerPage: 1 } }, true],
    [{ grid: { maxTilesPerPage: 50 } }, false],
    [{ grid: { minTilesPerPage: 0 } }, false],
    [{ grid: { maxTilesPerPage: 4.5 } }, false],
    [{ grid: { minTilesPerPage: 10, maxTilesPerPage: 9 } }, false],
    [{}, true],
  ])('%j → %s', (config, ok) => {
    expect(checkLayoutConfig(config).ok).toBe(ok);
  });
});

describe('custom integrations', () => {
  const good = { notes: { label: 'Notes', location: 'sidebar', src: 'https://notes.example/' } };
  it('needs label, location and exactly one of src and srcdoc', () => {
    expect(checkCustomIntegrations(good).ok).toBe(true);
    expect(checkCustomIntegrations({ n: { location: 'main', src: 'https://x/' } })).toMatchObject({
      detail: 'customIntegration n: label is required',
    });
    expect(
      checkCustomIntegrations({ n: { label: 'N', location: 'main', src: 'https://x/', srcdoc: '<p>' } }),
    ).toMatchObject({ detail: 'customIntegration n: cannot have both src and srcdoc' });
    expect(checkCustomIntegrations({ n: { label: 'N', location: 'top', srcdoc: '<p>' } })).toMatchObject({
      detail: "customIntegration n: location should be 'main' | 'sidebar'",
    });
  });
});

describe('duplicate instances', () => {
  it('refuses a second live instance in strict mode only', () => {
    expect(checkNewInstance({ liveInstances: 0 }).ok).toBe(true);
    expect(checkNewInstance({ liveInstances: 1 })).toMatchObject({
      ok: false,
      rule: 'duplicate-instance',
      message: 'Duplicate DailyIframe instances are not allowed',
    });
    expect(checkNewInstance({ liveInstances: 1, strictMode: false }).ok).toBe(true);
    expect(checkNewInstance({ liveInstances: 1, allowMultipleCallInstances: true }).ok).toBe(true);
    expect(checkCreateCallObject({}, 1).ok).toBe(false);
  });
});
