import type { Locale } from '../lib/i18n/locales';
import type { ValidationKey } from '../lib/validation/messages';

type Catalogue = Record<ValidationKey | 'not_found' | 'bad_json' | 'too_large' | 'server_error', string>;

/** The provider's own messages, localized by Accept-Language (spec 5 and 8). */
const messages: Record<Locale, Catalogue> = {
  ro: {
    required: 'Acest câmp este obligatoriu',
    invalid_email: 'Adresa de e-mail nu este validă',
    min_length: 'Minimum {n} caractere',
    max_length: 'Maximum {n} caractere',
    invalid_phone: 'Numărul de telefon nu este valid',
    passwords_must_match: 'Parolele trebuie să coincidă',
    terms_required: 'Trebuie să acceptați termenii și condițiile',
    invalid_value: 'Introduceți o valoare validă',
    invalid_full_name: 'Numele complet nu este valid',
    invalid_file_type: 'Sunt acceptate doar fișiere PDF, DOC sau DOCX',
    file_too_large: 'Fișierul depășește 15 MB',
    not_found: 'Nu a fost găsit',
    bad_json: 'Corpul cererii nu este JSON valid',
    too_large: 'Cererea este prea mare',
    server_error: 'A apărut o eroare. Încercați din nou.',
  },
  en: {
    required: 'This field is required',
    invalid_email: 'Enter a valid e-mail address',
    min_length: 'At least {n} characters',
    max_length: 'At most {n} characters',
    invalid_phone: 'Enter a valid phone number',
    passwords_must_match: 'Passwords must match',
    terms_required: 'You must accept the terms and conditions',
    invalid_value: 'Enter a valid value',
    invalid_full_name: 'Enter a valid full name',
    invalid_file_type: 'Only PDF, DOC or DOCX files are accepted',
    file_too_large: 'The file is larger than 15 MB',
    not_found: 'Not found',
    bad_json: 'The request body is not valid JSON',
    too_large: 'The request is too large',
    server_error: 'Something went wrong. Please try again.',
  },
  ru: {
    required: 'Это поле обязательное',
    invalid_email: 'Введите корректный e-mail',
    min_length: 'Минимум {n} символов',
    max_length: 'Максимум {n} символов',
    invalid_phone: 'Введите корректный номер телефона',
    passwords_must_match: 'Пароли должны совпадать',
    terms_required: 'Необходимо принять условия',
    invalid_value: 'Введите корректное значение',
    invalid_full_name: 'Введите корректное полное имя',
    invalid_file_type: 'Принимаются только файлы PDF, DOC или DOCX',
    file_too_large: 'Файл больше 15 МБ',
    not_found: 'Не найдено',
    bad_json: 'Тело запроса не является корректным JSON',
    too_large: 'Слишком большой запрос',
    server_error: 'Произошла ошибка. Попробуйте ещё раз.',
  },
  it: {
    required: 'Questo campo è obbligatorio',
    invalid_email: 'Inserisci un indirizzo e-mail valido',
    min_length: 'Almeno {n} caratteri',
    max_length: 'Al massimo {n} caratteri',
    invalid_phone: 'Inserisci un numero di telefono valido',
    passwords_must_match: 'Le password devono coincidere',
    terms_required: 'Devi accettare i termini e le condizioni',
    invalid_value: 'Inserisci un valore valido',
    invalid_full_name: 'Inserisci un nome completo valido',
    invalid_file_type: 'Sono accettati solo file PDF, DOC o DOCX',
    file_too_large: 'Il file supera i 15 MB',
    not_found: 'Non trovato',
    bad_json: 'Il corpo della richiesta non è un JSON valido',
    too_large: 'La richiesta è troppo grande',
    server_error: 'Si è verificato un errore. Riprova.',
  },
};

export type MessageKey = keyof Catalogue;

export function isMessageKey(value: string): value is MessageKey {
  return value in messages.ro;
}

export function translate(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}) {
  return messages[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
