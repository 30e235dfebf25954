// Entry of the frame app, the module the frame document the gateway serves loads.
import './frame.css';
import { connectParent, parentOrigin } from './channel.ts';
import { startField } from './field.ts';
import { readFrameStart } from './guards.ts';

const input = document.getElementById('field');
const start = readFrameStart(input?.dataset.field, location.search);
const origin = parentOrigin(window);
if (input instanceof HTMLInputElement && start && origin) {
  startField({ win: window, parentOrigin: origin, input, channel: connectParent(window, origin), ...start });
}
