/**
 * What a form marks as required, as a person and a screen reader meet it: the names of the inputs
 * with the `required` attribute, and the labels that carry an asterisk (MUI's, or react-admin's own
 * for a select that never offers the empty choice).
 */
export const requiredInputs = (root: ParentNode = document) =>
  [...new Set([...root.querySelectorAll('input[required], textarea[required]')].map((input) => input.getAttribute('name') ?? ''))].filter(Boolean).sort();

const ASTERISK = /\s\*$/;

/** The text of every label or legend ending in an asterisk, without it. */
export const starredLabels = (root: ParentNode = document) =>
  [...root.querySelectorAll('label, legend')]
    .map((label) => (label.textContent ?? '').trim())
    .filter((text) => ASTERISK.test(text))
    .map((text) => text.replace(ASTERISK, '').trim())
    .sort();

/** Every form on the page leaves checking to the app (its own messages, not the browser's bubble). */
export const formsLeaveCheckingToTheApp = (root: ParentNode = document) => {
  const forms = [...root.querySelectorAll('form')];
  return forms.length > 0 && forms.every((form) => form.noValidate);
};
