import fc from 'fast-check';
import { CHAT_CLEARANCE_GAP, chatButtonLift, type ScreenBox } from './chatButtonClearance';

// A 390 x 800 phone: the 56 px button rests 20 px from the bottom right corner.
const button: ScreenBox = { top: 724, bottom: 780, left: 314, right: 370 };
const box = (top: number, height: number, left = 16, right = 374): ScreenBox => ({ top, bottom: top + height, left, right });

test('stays where it rests when nothing is under it', () => {
  expect(chatButtonLift(button, [box(100, 40), box(500, 56, 16, 200)], 320)).toBe(0);
});

test("moves just above a control in its way (the form's 'İlerle', the footer's 'Gönder')", () => {
  const ilerle = box(730, 42, 214, 374);
  expect(chatButtonLift(button, [ilerle], 320)).toBe(780 - (730 - CHAT_CLEARANCE_GAP));
});

test('keeps moving up past controls stacked above each other (phone input over the send button)', () => {
  const send = box(740, 42);
  const input = box(676, 56);
  const lift = chatButtonLift(button, [send, input], 320)!;
  expect(lift).toBe(780 - (676 - CHAT_CLEARANCE_GAP));
});

test('is hidden (null) when no free place is close enough', () => {
  const map = box(400, 400);
  expect(chatButtonLift(button, [map], 320)).toBeNull();
});

test('never ends on top of a control', () => {
  const controlBox = fc.record({
    top: fc.integer({ min: 0, max: 790 }),
    height: fc.integer({ min: 8, max: 120 }),
    left: fc.integer({ min: 0, max: 380 }),
    width: fc.integer({ min: 8, max: 390 }),
  });
  fc.assert(
    fc.property(fc.array(controlBox, { maxLength: 12 }), (raw) => {
      const controls = raw.map((c) => ({ top: c.top, bottom: c.top + c.height, left: c.left, right: c.left + c.width }));
      const lift = chatButtonLift(button, controls, 320);
      if (lift === null) return;
      expect(lift).toBeGreaterThanOrEqual(0);
      expect(lift).toBeLessThanOrEqual(320);
      const at = { ...button, top: button.top - lift, bottom: button.bottom - lift };
      for (const c of controls) {
        const apart = c.right <= at.left || at.right <= c.left || c.bottom <= at.top || at.bottom <= c.top;
        expect(apart).toBe(true);
      }
    }),
  );
});
