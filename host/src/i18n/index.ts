import { addTranslations, registerValidationTranslations } from '@tessera/shared';
import en from './locales/en.json';
import ty from './locales/ty.json';

export function registerHostTranslations(): void {
  addTranslations('host', { en, ty });
  registerValidationTranslations();
}
