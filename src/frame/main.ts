// Entry of the frame app, the module the frame document the gateway serves loads.
import './frame.css';
import { connectParent, parentOrigin } from './channel.ts';
import { driveCodeFrame } from './drive.ts';
import { startField } from './field.ts';
import { readFrameStart } from './guards.ts';

const input = document.getElementById('field');
const start = readFrameStart(input?.dataset.field, location.search);
const origin = parentOrigin(window);
if (input instanceof HTMLInputElement && start && origin) {
  // A card form's number frame runs its code frame too (drive.ts); a stored card's code frame has
  // no number frame and runs itself.
  const drives = start.field === 'cardNumber' && !start.registrationId;
  startField({
    win: window,
    parentOrigin: origin,
    input,
    channel: connectParent(window, origin),
    ...start,
    readDriven: drives ? driveCodeFrame({ win: window, parentOrigin: origin, checkoutId: start.checkoutId }) : undefined,
  });
}
