import { zodResolver } from '@hookform/resolvers/zod';
import { toApiError, type StudentPaymentMethod, type StudentPaymentMethodUpdateRequest } from '@pathway/api-client';
import { SubmitPopup, toast, type SelectItem } from '@pathway/design-system';
import { ACCOUNT_TYPES, PAYMENT_METHODS, paymentMethodSchema, type PaymentMethodFormValues } from '@pathway/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useGuardedForm } from '../../../../kit/core/useGuardedForm.ts';
import { Field } from '../../../../kit/form.ts';
import * as api from '../../../../lib/api.ts';
import { showFailure } from '../../../../lib/failure.ts';

const METHOD_ITEMS: SelectItem<PaymentMethodFormValues['paymentMethod']>[] = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: method === 'Debit' ? 'Debit card' : method,
}));
const ACCOUNT_TYPE_ITEMS: SelectItem<'Checking' | 'Savings'>[] = ACCOUNT_TYPES.map((type) => ({
  value: type,
  label: type,
}));
/** The fields of this form a 422 may name; any other refusal is shown as the generic error. */
const FIELDS = ['paymentMethod', 'cardProxyNumber', 'routingNumber', 'accountNumber', 'accountType'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name);

/** What the chosen method sends: its own numbers only, never the ones typed for another method. */
function toBody(values: PaymentMethodFormValues, version: number): StudentPaymentMethodUpdateRequest {
  switch (values.paymentMethod) {
    case 'Debit':
      return values.cardProxyNumber === ''
        ? { paymentMethod: 'Debit', version }
        : { paymentMethod: 'Debit', cardProxyNumber: values.cardProxyNumber, version };
    case 'Deposit':
      return {
        paymentMethod: 'Deposit',
        routingNumber: values.routingNumber,
        accountNumber: values.accountNumber,
        accountType: values.accountType,
        version,
      };
    case 'Check':
      return { paymentMethod: 'Check', version };
  }
}

export interface ChangePaymentMethodPopupProps {
  studentId: number;
  /** The payment method as last read: its method starts the form, its version goes with the change. */
  current: StudentPaymentMethod;
  onClose: () => void;
}

/**
 * Change Payment Method (MAINTAIN_STUDENT, ADR 181): the method, and the numbers it needs typed in
 * (never prefilled: the server only ever answers their last four digits). A refusal naming a field
 * shows under that field and every typed value stays; any other failure is the generic error.
 */
export default function ChangePaymentMethodPopup({ studentId, current, onClose }: ChangePaymentMethodPopupProps) {
  const client = useQueryClient();
  const cardOnFile = current.cardProxyLast4 !== null;
  const schema = useMemo(() => paymentMethodSchema(cardOnFile), [cardOnFile]);
  const methods = useGuardedForm<PaymentMethodFormValues, unknown, PaymentMethodFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      paymentMethod: current.paymentMethod,
      cardProxyNumber: '',
      routingNumber: '',
      accountNumber: '',
      accountType: null,
    },
    mode: 'all',
  });
  const method = useWatch({ control: methods.control, name: 'paymentMethod' });

  const submit = methods.handleSubmit(async (values) => {
    try {
      await api.students.changePaymentMethod(studentId, toBody(values, current.version));
    } catch (error) {
      const failure = toApiError(error);
      const shown = Object.entries(failure.fieldMessages).filter(([field]) => isField(field));
      if (failure.status !== 422 || shown.length === 0) {
        showFailure(error);
        return;
      }
      for (const [field, message] of shown) {
        if (isField(field)) methods.setError(field, { type: 'server', message }, { shouldFocus: true });
      }
      return;
    }
    toast.success('Payment method successfully changed');
    // The header and the payment method: the participant's version moved on.
    await client.invalidateQueries({ queryKey: ['/students', studentId] });
    onClose();
  });

  return (
    <FormProvider {...methods}>
      <SubmitPopup
        open
        title="Change Payment Method"
        size="small"
        formState={methods.formState}
        onSubmit={({ event }) => void submit(event)}
        onCancel={onClose}
      >
        <Field.Select name="paymentMethod" label="Payment Method" required items={METHOD_ITEMS} />
        {method === 'Debit' ? (
          <Field.Masked
            name="cardProxyNumber"
            label="Card Proxy Number"
            preset="cardProxyNumber"
            required={!cardOnFile}
            hint={
              cardOnFile && current.cardProxyLast4 !== null
                ? `Leave empty to keep the card ending ${current.cardProxyLast4}`
                : '6 to 19 digits'
            }
          />
        ) : null}
        {method === 'Deposit' ? (
          <>
            <Field.Masked name="routingNumber" label="Routing Number" preset="routingNumber" required hint="9 digits" />
            <Field.Masked
              name="accountNumber"
              label="Account Number"
              preset="accountNumber"
              required
              hint="4 to 17 digits"
            />
            <Field.Select name="accountType" label="Account Type" required items={ACCOUNT_TYPE_ITEMS} />
          </>
        ) : null}
      </SubmitPopup>
    </FormProvider>
  );
}
