export { TextField, type TextFieldProps } from './TextField';
export { FileField, type FileFieldProps } from './FileField';
export { FormAlert } from './FormAlert';
export { FieldError } from './FieldError';
export { RichTextField, type RichTextFieldProps } from './RichTextField';
export { SubmitButton } from './SubmitButton';
