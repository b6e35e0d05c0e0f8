import type { ToastRenderer } from '@salao/web-core/host';
import { createToastHosts, type ShownToast } from './toast-hosts';

const toast = (title: string, duration = 5000): ShownToast => ({ title, variant: 'success', duration });

function host() {
  const shown: ShownToast[] = [];
  let hidden = 0;
  return { shown, hidden: () => hidden, driver: { show: (t: ShownToast) => shown.push(t), hide: () => (hidden += 1) } };
}

describe('toast hosts', () => {
  let now = 0;
  let renderer: ToastRenderer | null = null;
  const make = () =>
    createToastHosts(
      (r) => (renderer = r),
      () => now,
    );

  beforeEach(() => {
    now = 0;
    renderer = null;
  });

  it('the toast on screen moves to the page drawn with antd for the rest of its time, and back on leaving it', () => {
    const hosts = make();
    const light = host();
    const antd = host();
    hosts.attach(light.driver);
    renderer!(toast('Login realizado com sucesso!'));
    expect(light.shown).toEqual([toast('Login realizado com sucesso!')]);
    now = 1200;
    const detach = hosts.attach(antd.driver);
    expect(light.hidden()).toBe(1);
    expect(antd.shown).toEqual([toast('Login realizado com sucesso!', 3800)]);
    now = 2000;
    detach();
    expect(light.shown.at(-1)).toEqual(toast('Login realizado com sucesso!', 3000));
  });

  it('never redraws a toast that ran out or that the user closed', () => {
    const hosts = make();
    const light = host();
    hosts.attach(light.driver);
    renderer!(toast('Erro no Login'));
    hosts.dismissed();
    const antd = host();
    const detach = hosts.attach(antd.driver);
    expect(antd.shown).toEqual([]);
    renderer!(toast('Salvo', 1000));
    now = 5000;
    detach();
    expect(light.shown).toEqual([toast('Erro no Login')]);
  });

  it('registers with web-core while any host is mounted', () => {
    const hosts = make();
    const detach = hosts.attach(host().driver);
    expect(renderer).not.toBeNull();
    detach();
    expect(renderer).toBeNull();
  });
});
