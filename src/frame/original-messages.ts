// The messages the original's card frames post to the page, which integrations listen for (a Vue
// checkout enables its pay button by them): a JSON string per field state, from the gateway's
// origin, `{"method":"iframeCommunication::setIsValid","params":{eventType,isValid,isEmpty}}`.
// Valid and empty only, never a digit. docs/compatibility.md gives the evidence.

/** The original's event for each of the frame's triggers: typing, leaving the field, a press of pay. */
const EVENT_TYPE = { input: 'keydown', blur: 'onChange', validate: 'forcedBlur' } as const;

export function setIsValid(trigger: keyof typeof EVENT_TYPE, isValid: boolean, isEmpty: boolean): string {
  return JSON.stringify({ method: 'iframeCommunication::setIsValid', params: { eventType: EVENT_TYPE[trigger], isValid, isEmpty } });
}
