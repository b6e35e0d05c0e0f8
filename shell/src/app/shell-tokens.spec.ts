import { theme } from 'antd';
import { antdTheme } from './antd-theme';
import { SHELL_TOKENS } from './shell-tokens';

const flat = (value: unknown) => String(value).replace(/\s+/g, ' ').trim();

describe('the theme drawn without antd', () => {
  it.each(['light', 'dark'] as const)('uses the tokens antd computes for the app theme (%s), so both kinds of page look alike', (mode) => {
    const antd = theme.getDesignToken(antdTheme(mode));
    const ours = SHELL_TOKENS[mode];
    const expected = Object.fromEntries(Object.keys(ours).map((name) => [name, flat(antd[name as keyof typeof antd])]));
    expect(Object.fromEntries(Object.entries(ours).map(([name, value]) => [name, flat(value)]))).toEqual(expected);
  });
});
