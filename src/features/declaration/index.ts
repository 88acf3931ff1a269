/**
 * The outlet's ISCC self-declaration (issue 35, item 3): the page, the dashboard's reminder, the
 * public check, and the printable declaration that the audit pack prints as "the declaration(s) in force".
 */
export { DeclarationDocument, declarationCheckAddress, declarationCheckPath, type DeclarationDocumentProps } from './DeclarationDocument';
export { DeclarationView } from './DeclarationView';
export { DeclarationReminder } from './DeclarationReminder';
export { DeclarationCheckView } from './DeclarationCheck';
export { getDeclaration } from './api';
export { RENEW_WITHIN_DAYS, inForce, needsSigning, standingOf, type Standing } from './validity';
export { CURRENT_STATEMENTS_VERSION, statementsOf } from './statements';
