/** Validator jargon and stack-trace lines that must never reach the person editing content. */
export const JARGON = /must NOT|must match|must have required|must be equal to|oneOf|anyOf|additionalProperties|instancePath|schemaPath|^\s+at \S|Error:/m;
