'use client';
import { isEmail } from '@site/validation';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export interface EmailInputProps extends Omit<TextFieldProps, 'type' | 'validate'> {
  /** The caller's label text; the catalogues hold it as Validation.emailLabel ('Email address'). */
  label: TextFieldProps['label'];
  /** Shown for a malformed address after the visitor left the field or submitted (Validation.email). */
  invalidMessage?: string;
}

/** An e-mail field: the right keyboard and autofill, and the syntax check of @site/validation. */
export function EmailInput({ invalidMessage, ...rest }: EmailInputProps) {
  return (
    <TextField
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      {...rest}
      type="email"
      validate={(value) => (isEmail(value) ? undefined : invalidMessage)}
    />
  );
}
