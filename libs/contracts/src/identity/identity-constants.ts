/**
 * The longest first or last name, and the longest username, registration allows. Apart from the schemas:
 * the chat's frame schema (person-name.schema.ts) needs the limit, and the web app's live connection
 * loads that schema alone, without every other one (docs/first-paint-and-main-thread.md).
 */
export const NAME_MAX = 100;
export const USERNAME_MAX = 50;
