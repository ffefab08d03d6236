import { act, render, screen } from '@testing-library/react';
import { useScrolledPast } from './use-scrolled-past.js';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useScrolledPast', () => {
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('renders once at the top, and again only when the answer changes', () => {
    const renders = jest.fn();
    function Probe() {
      const past = useScrolledPast(30);
      renders(past);
      return <p>{past ? 'past' : 'top'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('top')).toBeInTheDocument();
    expect(renders).toHaveBeenCalledTimes(1);

    scrollTo(20);
    expect(renders).toHaveBeenCalledTimes(1);
    scrollTo(31);
    expect(screen.getByText('past')).toBeInTheDocument();
    scrollTo(400);
    expect(renders).toHaveBeenCalledTimes(2);
    scrollTo(0);
    expect(screen.getByText('top')).toBeInTheDocument();
  });

  it('tells a page opened scrolled (a reload, back to it) in the next frame', async () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    function Probe() {
      return <p>{useScrolledPast(30) ? 'past' : 'top'}</p>;
    }
    render(<Probe />);
    expect(await screen.findByText('past')).toBeInTheDocument();
  });
});
