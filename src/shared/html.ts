/** Escapes text for HTML element content and double-quoted attributes. */
export function esc(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
