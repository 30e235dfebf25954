// Entry of the frame app, the module the frame document the gateway serves loads.
import './frame.css';
import { frameField } from '../shared/protocol.ts';
import { connectParent, parentOrigin } from './channel.ts';
import { startField } from './field.ts';

const input = document.getElementById('field');
const field = frameField.safeParse(input?.dataset.field);
const params = new URLSearchParams(location.search);
const checkoutId = params.get('checkoutId') ?? '';
/** a security-code frame of a stored card (one-click) pays with that card itself */
const registration = params.get('registration');
const origin = parentOrigin(window);
if (input instanceof HTMLInputElement && field.success && origin && /^[A-Za-z0-9.-]{32,48}$/.test(checkoutId)) {
  startField({
    win: window,
    parentOrigin: origin,
    input,
    field: field.data,
    checkoutId,
    channel: connectParent(window, origin),
    ...(registration && /^[a-zA-Z0-9]{32}$/.test(registration) ? { registrationId: registration } : {}),
  });
}
