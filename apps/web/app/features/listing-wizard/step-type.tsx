import { useTranslation } from '../../lib/i18n/use-translation';
import { AREA_TYPES, PROPERTY_TYPES_BY_AREA, PURPOSES, type AreaType } from '@estate/shared';
import type { StepProps } from './step-props';
import { ChoiceCards } from './wizard-fields';
import { AreaTypeIcon, PurposeIcon } from './wizard-icons';

/** Step 1: sale or rent, the kind of area, then the property type within it. */
export function StepType({ values, errors, update }: StepProps) {
  const { t, tDynamic } = useTranslation();
  const areaType = values.area_type as AreaType | '';
  const types = areaType ? PROPERTY_TYPES_BY_AREA[areaType] : [];
  return (
    <div className="wz-stack">
      <ChoiceCards
        name="purpose"
        legend={t('listing.purpose_label')}
        size="large"
        value={values.purpose}
        onChange={(purpose) => update({ purpose })}
        error={errors.purpose}
        choices={PURPOSES.map((purpose) => ({
          value: purpose,
          label: t(`listing.purpose.${purpose}`),
          description: t(`wizard.type.purpose_description.${purpose}`),
          icon: <PurposeIcon purpose={purpose} />,
        }))}
      />
      <ChoiceCards
        name="area_type"
        legend={t('listing.area_type_label')}
        value={values.area_type}
        onChange={(area_type) => {
          // A type from another group no longer fits; keep it when it still does.
          const fits = (PROPERTY_TYPES_BY_AREA[area_type as AreaType] as readonly string[]).includes(
            values.property_type,
          );
          update({ area_type, property_type: fits ? values.property_type : '' });
        }}
        error={errors.area_type}
        choices={AREA_TYPES.map((area) => ({
          value: area,
          label: t(`listing.area_type.${area}`),
          icon: <AreaTypeIcon area={area} />,
        }))}
      />
      {types.length ? (
        <ChoiceCards
          name="property_type"
          legend={t('listing.property_type_label')}
          size="normal"
          value={values.property_type}
          onChange={(property_type) => update({ property_type })}
          error={errors.property_type}
          choices={types.map((type) => ({ value: type, label: t(`listing.property_type.${type}`) }))}
        />
      ) : (
        <fieldset className="wz-choices" id="wz-property_type" aria-describedby="wz-property_type-note">
          <legend>{t('listing.property_type_label')}</legend>
          <p className="field__hint" id="wz-property_type-note">
            {t('wizard.type.choose_area_first')}
          </p>
          {errors.property_type && (
            <p className="field__error" id="wz-property_type-error">
              {tDynamic(errors.property_type)}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
