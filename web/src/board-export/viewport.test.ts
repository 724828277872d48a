import { describe, expect, it } from 'vitest';
import { dialogFrame } from './viewport';

describe("the board dialog's frame", () => {
  it('is the whole window when the page fits the screen', () => {
    expect(
      dialogFrame({
        layout: { width: 1280, height: 720 },
        visual: { offsetLeft: 0, offsetTop: 0, width: 1280, height: 720 },
      }),
    ).toEqual({ top: 0, right: 0, bottom: 0, left: 0, maxWidth: 1203, maxHeight: 676 });
  });

  it("is the screen's part of a layout viewport a phone widened to the page", () => {
    // Measured in Chromium's phone emulation at 390×844: the page 831 px wide, the layout
    // viewport 831×1799, the screen showing x 335–725, y 141–985 of it.
    const frame = dialogFrame({
      layout: { width: 831, height: 1799 },
      visual: { offsetLeft: 335, offsetTop: 141, width: 390, height: 844 },
    });
    expect(frame).toEqual({ top: 141, right: 106, bottom: 814, left: 335, maxWidth: 366, maxHeight: 793 });
    // Centred in that frame, a dialog of the widest width lies on screen.
    const left = frame.left + (831 - frame.left - frame.right - frame.maxWidth) / 2;
    expect(left).toBeGreaterThanOrEqual(335);
    expect(left + frame.maxWidth).toBeLessThanOrEqual(335 + 390);
  });

  it('never gives a negative inset', () => {
    const frame = dialogFrame({
      layout: { width: 390, height: 844 },
      visual: { offsetLeft: -3, offsetTop: 0, width: 400, height: 900 },
    });
    expect(Math.min(frame.top, frame.right, frame.bottom, frame.left)).toBe(0);
  });
});
