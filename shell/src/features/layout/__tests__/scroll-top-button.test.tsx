import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@plotwise/ui';
import { SCROLL_TOP_LINGER_MS, ScrollTopButton } from '../scroll-behaviour';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

function setPhone(matches: boolean) {
  window.matchMedia = ((query: string) => ({ matches, media: query, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
}

const button = () => screen.queryByRole('button', { name: 'Scroll to top' });

function renderButton() {
  return render(<AppProviders><label>Email address<input /></label><ScrollTopButton /></AppProviders>);
}

describe('the scroll-to-top button', () => {
  beforeEach(() => scrollTo(0));
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  it('shows past 300 px on a wide screen and hides while a form field has the focus', async () => {
    setPhone(false);
    renderButton();
    expect(button()).toBeNull();
    scrollTo(400);
    expect(button()).not.toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Email address'));
    expect(button()).toBeNull();
    await user.click(document.body);
    expect(button()).not.toBeNull();
  });

  it('on a phone, shows only while the visitor scrolls back up, and a moment after', () => {
    jest.useFakeTimers();
    try {
      setPhone(true);
      renderButton();
      scrollTo(900);
      expect(button()).toBeNull();
      scrollTo(700);
      expect(button()).not.toBeNull();
      scrollTo(800);
      expect(button()).toBeNull();
      scrollTo(600);
      act(() => jest.advanceTimersByTime(SCROLL_TOP_LINGER_MS - 100));
      expect(button()).not.toBeNull();
      act(() => jest.advanceTimersByTime(200));
      expect(button()).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
