/**
 * valibot schemas per KYC form, whose issue messages are ValidationCodes. Use `validateForm(schema, values)`
 * to get `{ ok: true, value } | { ok: false, errors: { [fieldPath]: code } }`.
 */
export { VALIDATION_CODES, SELECT_FIELDS, selectRequired, type ValidationCode, type SelectField } from './codes';
export { validateForm, fieldError, type FieldErrors, type FormResult } from './validateForm';
export { basicInfoSchema, type BasicInfoConfig, type BasicInfoInput, type BasicInfoOutput } from './basicInfo';
export { residenceSchema, type ResidenceConfig, type ResidenceInput } from './residence';
export { workSchema, type WorkInput } from './work';
export { contactsSchema, type ContactsInput } from './contacts';
export { additionalSchema, curpField, rfcField, nssField, type AdditionalInput } from './additional';
export { bankCardNgSchema, bankCardMxSchema, type BankCardNgInput, type BankCardMxInput } from './bankCard';
export { questionnaireSchema, type QuestionnaireAnswers } from './questionnaire';
export { normalizeMobile, isValidMobile } from './phoneField';
