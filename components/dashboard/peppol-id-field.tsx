'use client';
// A Peppol address (the electronic address e-invoices are delivered to): the scheme, chosen from the common ones
// by name and then every other code Peppol accepts, and the identifier within it. Used by the invoice's buyer and
// the customer forms; the values stay strings (both empty: no address) and the caller's schema checks them. The
// common schemes' names come from the catalogue (peppolField.schemes), in the user's language.
import { type ReactNode, useCallback, useId } from 'react';
import { useTranslations } from 'use-intl';
import { FieldMessages, controlClass } from '@/components/ui/field';
import { COMMON_PEPPOL_SCHEMES, PEPPOL_SCHEMES, type PeppolId, formatPeppolId, peppolIdOf } from '@/lib/domain/shared/peppol-id';
import type { Messages } from '@/lib/i18n/translator';
import { withNodes } from './invoices/invoice-format';

const OTHER_SCHEMES = PEPPOL_SCHEMES.filter((scheme) => !COMMON_PEPPOL_SCHEMES.some((common) => common.scheme === scheme));

type CommonScheme = keyof Messages['peppolField']['schemes'];
const isCommonScheme = (scheme: string): scheme is CommonScheme => COMMON_PEPPOL_SCHEMES.some((common) => common.scheme === scheme);

/** The name of a common scheme ("Belgian enterprise number (KBO/BCE)") in the user's language; null for the others. */
export function usePeppolSchemeLabel() {
  const t = useTranslations('peppolField');
  return useCallback((scheme: string) => (isCommonScheme(scheme) ? t(`schemes.${scheme}`) : null), [t]);
}

/** The form's two strings as the API takes them: both empty → null. */
export const peppolIdBody = (scheme: string, id: string): PeppolId | null => (scheme.trim() === '' && id.trim() === '' ? null : { scheme: scheme.trim(), id: id.trim() });

/** The field of a schema's error path under `key` (buyerPeppolId.scheme → the scheme; the rest → the identifier). */
export function peppolFieldOfPath(path: string, key: string): 'peppolScheme' | 'peppolId' | null {
  if (path === `${key}.scheme`) return 'peppolScheme';
  return path === key || path.startsWith(`${key}.`) ? 'peppolId' : null;
}

/** A Peppol address as a person reads it: "0208:0403170701 (Belgian enterprise number (KBO/BCE))". */
export function PeppolIdText({ value }: { value: PeppolId }) {
  const label = usePeppolSchemeLabel()(value.scheme);
  return (
    <>
      <span className="font-mono break-all">{formatPeppolId(value)}</span>
      {label ? <span className="text-slate-600"> · {label}</span> : null}
    </>
  );
}

export function PeppolIdField({
  scheme,
  id,
  vatNumber,
  errors,
  onSchemeChange,
  onIdChange,
  idFieldId,
  legend,
  className = '',
}: {
  scheme: string;
  id: string;
  /** The VAT number typed beside it: a Belgian one gives the address (0208) while both fields are empty. */
  vatNumber: string;
  errors: { scheme?: string; id?: string };
  onSchemeChange: (scheme: string) => void;
  onIdChange: (id: string) => void;
  /** The identifier input's id, for links that focus it. */
  idFieldId?: string;
  legend?: ReactNode;
  className?: string;
}) {
  const t = useTranslations('peppolField');
  const schemeLabel = usePeppolSchemeLabel();
  const generated = useId();
  const schemeId = `${generated}-scheme`;
  const identifierId = idFieldId ?? `${generated}-id`;
  const hintId = `${generated}-hint`;
  const derived = scheme.trim() === '' && id.trim() === '' ? peppolIdOf(null, vatNumber.trim() || null) : null;
  const describedBy = (fieldId: string, error?: string) => [error ? `${fieldId}-error` : null, hintId].filter(Boolean).join(' ');
  return (
    <fieldset className={`min-w-0 ${className}`}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend ?? t('legend')}</legend>
      <p id={hintId} className="mb-2 text-xs text-slate-600">
        {derived ? (
          withNodes((values) => t('derived', values), { id: <span className="font-mono">{formatPeppolId(derived)}</span> })
        ) : (
          t('hint')
        )}
      </p>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0">
          <label htmlFor={schemeId} className="mb-1 block text-sm font-medium text-slate-800">
            {t('scheme')}
          </label>
          <select
            id={schemeId}
            className={controlClass}
            value={scheme}
            aria-invalid={errors.scheme ? true : undefined}
            aria-describedby={describedBy(schemeId, errors.scheme)}
            onChange={(event) => onSchemeChange(event.target.value)}
          >
            <option value="">{t('noAddress')}</option>
            <optgroup label={t('common')}>
              {COMMON_PEPPOL_SCHEMES.map((common) => (
                <option key={common.scheme} value={common.scheme}>
                  {common.scheme} · {schemeLabel(common.scheme) ?? common.label}
                </option>
              ))}
            </optgroup>
            <optgroup label={t('otherSchemes')}>
              {OTHER_SCHEMES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </optgroup>
          </select>
          <FieldMessages id={schemeId} error={errors.scheme} />
        </div>
        <div className="min-w-0">
          <label htmlFor={identifierId} className="mb-1 block text-sm font-medium text-slate-800">
            {t('identifier')}
          </label>
          <input
            id={identifierId}
            className={controlClass}
            value={id}
            autoComplete="off"
            spellCheck={false}
            maxLength={60}
            aria-invalid={errors.id ? true : undefined}
            aria-describedby={describedBy(identifierId, errors.id)}
            onChange={(event) => onIdChange(event.target.value)}
          />
          <FieldMessages id={identifierId} error={errors.id} />
        </div>
      </div>
    </fieldset>
  );
}
