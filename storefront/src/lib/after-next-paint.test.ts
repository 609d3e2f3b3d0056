import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the next frame, then for the task after its paint', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let done = false;
    const waiting = afterNextPaint().then(() => {
      done = true;
    });

    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(false);
    expect(frames).toHaveLength(1);

    frames[0](performance.now());
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    await waiting;
    expect(done).toBe(true);
  });
});
